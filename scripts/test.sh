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
bash scripts/ensure-chromium.sh

# ESLint, tsc, Prettier and knip are single-threaded: side by side on two cores, each one's
# output printed when all have ended, in this order.
step "Lint, types, format and unused code (ESLint, tsc --noEmit, Prettier, knip, side by side)"
CHECKS=("eslint ." "tsc --noEmit" "prettier --check ." "knip"); PIDS=(); LOGS=()
for check in "${CHECKS[@]}"; do
  LOG=$(mktemp); LOGS+=("$LOG")
  # shellcheck disable=SC2086 # each check is a command and its arguments
  npx $check >"$LOG" 2>&1 & PIDS+=($!)
done
FAILED=""
for i in "${!CHECKS[@]}"; do
  wait "${PIDS[$i]}" || FAILED="$FAILED ${CHECKS[$i]%% *}"
  echo "${CHECKS[$i]%% *}:"; cat "${LOGS[$i]}"; rm -f "${LOGS[$i]}"
done
[ -z "$FAILED" ] || { echo "Failed:$FAILED."; exit 1; }
step "Unit tests (PGlite and a throw-away PostgreSQL)"
rm -f reports/vitest.json reports/playwright.json reports/pseudo.json reports/reliability.json \
  reports/memory.json
REQUIRE_POSTGRES=1 bash scripts/with-postgres.sh \
  npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "Pseudo-locale: a build with a test-only language added through the registry alone"
# Accented English under /xa (src/config/locales.ts): every template renders in it with no
# component changed (e2e/pseudo-locale.spec.ts). Its build is removed before the real one, but
# for Turbopack's cache (.next/cache), which the real build reuses: its compilation then takes
# about half the time. The cache is keyed by content and environment, so no /xa page comes back.
rm -rf .next .data-test/pseudo
NEXT_PUBLIC_PSEUDO_LOCALE=1 SKIP_BUILD_TYPECHECK=1 npm run --silent build
NEXT_PUBLIC_PSEUDO_LOCALE=1 npx playwright test -c playwright.pseudo.config.ts
find .next -mindepth 1 -maxdepth 1 ! -name cache -exec rm -rf {} +
step "Build (next build, then the paint-first step; types were checked above)"
SKIP_BUILD_TYPECHECK=1 npm run --silent build
if [ -n "$(find .next/server/app -path '*/xa*' -print -quit)" ]; then
  echo "The build has pages of the test-only pseudo-locale (/xa)."; exit 1
fi
step "HTML validity (pre-rendered pages, /admin, 404, form answers)"
node scripts/validate-html.mjs
step "JS budget";   node scripts/js-budget.mjs
step "Browser tests"
rm -rf .data-test/e2e
npx playwright test
# The memory budget reads the resident size after a full collection (the lowest of several
# samples), which the reliability sections' load beside it does not change, and most of both is
# waiting (for a collection to settle, a retry, an outage): side by side, memory printed first.
step "Reliability: load, faults, hostile input, inbox (reduced burst and outages; the full run: npm run test:reliability), and beside it memory and start-up time"
MEMORY_LOG=$(mktemp)
MEMORY_PGPORT=${MEMORY_PGPORT:-5445} npm run --silent memory >"$MEMORY_LOG" 2>&1 & MEMORY_PID=$!
RELIABILITY_OK=0
RELIABILITY_BURST=${RELIABILITY_BURST:-50} RELIABILITY_REPLAYS=${RELIABILITY_REPLAYS:-200} \
  RELIABILITY_OUTAGE_S=${RELIABILITY_OUTAGE_S:-20} npm run --silent test:reliability \
  || RELIABILITY_OK=$?
MEMORY_OK=0; wait "$MEMORY_PID" || MEMORY_OK=$?
printf '\nMemory and start-up time (embedded first start and restart, PostgreSQL):\n'
cat "$MEMORY_LOG"; rm -f "$MEMORY_LOG"
[ "$RELIABILITY_OK" -eq 0 ] && [ "$MEMORY_OK" -eq 0 ] || { echo "Reliability or memory failed."; exit 1; }
end_step
STEP_NAME=""
TOTAL=$((SECONDS - SUITE_START))
printf '\n\033[1m▶ Step durations (min:s), %d:%02d in all\033[0m\n' $((TOTAL / 60)) $((TOTAL % 60))
printf '%s\n' "${TIMINGS[@]}"
step "Summary"
# Its last line, and the last line of npm test, is the plain count: N passed, N failed, N skipped.
node scripts/test-summary.mjs
