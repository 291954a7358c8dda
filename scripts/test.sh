#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit tests, the production build,
# the JavaScript budget and the browser tests against the production server.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Step headers start with "▶", never "=": CI reads a line of "=" as a test runner's banner.
# Each step's duration is printed when the next one starts, and all of them at the end.
SUITE_START=$SECONDS
STEP_NAME=""
STEP_START=$SECONDS
TIMINGS=()
end_step() {
  if [ -n "$STEP_NAME" ]; then
    local took=$((SECONDS - STEP_START))
    TIMINGS+=("$(printf '%4d:%02d  %s' $((took / 60)) $((took % 60)) "$STEP_NAME")")
    printf '\033[2m  (%s: %d s)\033[0m\n' "$STEP_NAME" "$took"
  fi
}
step() {
  end_step
  STEP_NAME=$1
  STEP_START=$SECONDS
  printf '\n\033[1m▶ %s\033[0m\n' "$1"
}

step "System dependencies"
bash scripts/ensure-system-packages.sh

# ESLint, tsc, Prettier and knip side by side on two cores, each output printed when all have
# ended: 67 s together where ESLint and tsc took 55 and Prettier and knip 33 more after them.
step "Lint, types, format and unused code (ESLint, tsc --noEmit, Prettier, knip, side by side)"
LINT_LOG=$(mktemp); TYPES_LOG=$(mktemp); FORMAT_LOG=$(mktemp); KNIP_LOG=$(mktemp)
npx eslint . >"$LINT_LOG" 2>&1 & LINT_PID=$!
npx tsc --noEmit >"$TYPES_LOG" 2>&1 & TYPES_PID=$!
npx prettier --check . >"$FORMAT_LOG" 2>&1 & FORMAT_PID=$!
npx knip >"$KNIP_LOG" 2>&1 & KNIP_PID=$!
LINT_OK=0; wait "$LINT_PID" || LINT_OK=$?
TYPES_OK=0; wait "$TYPES_PID" || TYPES_OK=$?
FORMAT_OK=0; wait "$FORMAT_PID" || FORMAT_OK=$?
KNIP_OK=0; wait "$KNIP_PID" || KNIP_OK=$?
echo "ESLint:"; cat "$LINT_LOG"; echo "tsc:"; cat "$TYPES_LOG"
echo "Prettier:"; cat "$FORMAT_LOG"; echo "knip:"; cat "$KNIP_LOG"
rm -f "$LINT_LOG" "$TYPES_LOG" "$FORMAT_LOG" "$KNIP_LOG"
[ "$LINT_OK" -eq 0 ] && [ "$TYPES_OK" -eq 0 ] || { echo "Lint or types failed."; exit 1; }
[ "$FORMAT_OK" -eq 0 ] || { echo "Formatting failed."; exit 1; }
[ "$KNIP_OK" -eq 0 ] || { echo "Unused files, exports or dependencies."; exit 1; }
step "Unit tests (PGlite and a throw-away PostgreSQL)"
rm -f reports/vitest.json reports/playwright.json reports/pseudo.json reports/reliability.json \
  reports/memory.json
REQUIRE_POSTGRES=1 bash scripts/with-postgres.sh \
  npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
# A production build whose output is also checked: nothing fetched from the network (next/og
# asks Google Fonts for a glyph its fonts lack, and says so).
build() {
  local log; log=$(mktemp)
  SKIP_BUILD_TYPECHECK=1 npm run --silent build 2>&1 | tee "$log"
  if grep -q "Failed to load dynamic font" "$log"; then
    rm -f "$log"; echo "The build tried to fetch a font from the network."; exit 1
  fi
  rm -f "$log"
}
step "Pseudo-locale: a build with a test-only language added through the registry alone"
# Accented English under /xa (src/config/locales.ts): every template renders in it with no
# component changed (e2e/pseudo-locale.spec.ts). Its build is removed before the real one, but
# for Turbopack's cache (.next/cache), which the real build reuses: its compilation then takes
# about half the time. The cache is keyed by content and environment, so no /xa page comes back.
rm -rf .next
# The servers of the browser tests start from an initialised database (the first start, initdb
# included, is the memory step's): about 10 s sooner.
node scripts/lib/prepared-data-dir.mjs .data-test/pseudo
NEXT_PUBLIC_PSEUDO_LOCALE=1 build
NEXT_PUBLIC_PSEUDO_LOCALE=1 npx playwright test -c playwright.pseudo.config.ts
find .next -mindepth 1 -maxdepth 1 ! -name cache -exec rm -rf {} +
step "Build (next build, then the paint-first step; types were checked above)"
build
if [ -n "$(find .next/server/app -path '*/xa*' -print -quit)" ]; then
  echo "The build has pages of the test-only pseudo-locale (/xa)."; exit 1
fi
step "JS budget";   node scripts/js-budget.mjs
step "Browser tests"
node scripts/lib/prepared-data-dir.mjs .data-test/e2e
npx playwright test
# The reliability sections of the default run (load, SIGKILL mid-burst, read-only and full data
# directory, hostile input and the inbox, and the live chat on two instances sharing PostgreSQL
# through an instance killed and an outage, in a lane of its own), and beside them the memory
# budget and the HTML validity check: most of the first two is waiting (for a collection to
# settle, a server to start), and each has its own ports. The reliability sections that mostly
# wait for a retry, a lease or an outage (PostgreSQL load and outage, SMTP down, killed while
# sending, webhooks failing) are in `npm run test:reliability`, run before resolving an issue
# that touches load, mail, webhooks or faults (docs/testing.md). Outputs are printed when all
# three have ended.
step "Reliability (default sections), memory and start-up time, HTML validity, side by side"
MEMORY_LOG=$(mktemp); HTML_LOG=$(mktemp)
MEMORY_PGPORT=${MEMORY_PGPORT:-5445} npm run --silent memory >"$MEMORY_LOG" 2>&1 & MEMORY_PID=$!
node scripts/validate-html.mjs >"$HTML_LOG" 2>&1 & HTML_PID=$!
RELIABILITY_OK=0
RELIABILITY_ONLY=${RELIABILITY_ONLY:-load,kill,readonly,full,hostile,chat} \
  RELIABILITY_BURST=${RELIABILITY_BURST:-50} RELIABILITY_REPLAYS=${RELIABILITY_REPLAYS:-200} \
  RELIABILITY_OUTAGE_S=${RELIABILITY_OUTAGE_S:-20} npm run --silent test:reliability \
  || RELIABILITY_OK=$?
MEMORY_OK=0; wait "$MEMORY_PID" || MEMORY_OK=$?
HTML_OK=0; wait "$HTML_PID" || HTML_OK=$?
printf '\nMemory and start-up time (embedded first start and restart, PostgreSQL):\n'
cat "$MEMORY_LOG"
printf '\nHTML validity (pre-rendered pages, /admin, 404, form answers):\n'
cat "$HTML_LOG"; rm -f "$MEMORY_LOG" "$HTML_LOG"
[ "$RELIABILITY_OK" -eq 0 ] || { echo "Reliability failed."; exit 1; }
[ "$MEMORY_OK" -eq 0 ] || { echo "Memory failed."; exit 1; }
[ "$HTML_OK" -eq 0 ] || { echo "HTML validity failed."; exit 1; }
end_step
STEP_NAME=""
TOTAL=$((SECONDS - SUITE_START))
printf '\n\033[1m▶ Step durations (min:s), %d:%02d in all\033[0m\n' $((TOTAL / 60)) $((TOTAL % 60))
printf '%s\n' "${TIMINGS[@]}"
step "Summary"
# Its last line, and the last line of npm test, is the plain count: N passed, N failed, N skipped.
node scripts/test-summary.mjs
