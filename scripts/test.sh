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

# ESLint and tsc are single-threaded: side by side on two cores, each output printed as it ends.
step "Lint and types (ESLint and tsc --noEmit, side by side)"
LINT_LOG=$(mktemp); TYPES_LOG=$(mktemp)
npx eslint . >"$LINT_LOG" 2>&1 & LINT_PID=$!
npx tsc --noEmit >"$TYPES_LOG" 2>&1 & TYPES_PID=$!
LINT_OK=0; wait "$LINT_PID" || LINT_OK=$?
TYPES_OK=0; wait "$TYPES_PID" || TYPES_OK=$?
echo "ESLint:"; cat "$LINT_LOG"; echo "tsc:"; cat "$TYPES_LOG"; rm -f "$LINT_LOG" "$TYPES_LOG"
[ "$LINT_OK" -eq 0 ] && [ "$TYPES_OK" -eq 0 ] || { echo "Lint or types failed."; exit 1; }
step "Format";      npx prettier --check .
step "Unused files, exports and dependencies"; npx knip
step "Unit tests (PGlite and a throw-away PostgreSQL)"
rm -f reports/vitest.json reports/playwright.json reports/pseudo.json reports/reliability.json \
  reports/memory.json
REQUIRE_POSTGRES=1 bash scripts/with-postgres.sh \
  npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "Pseudo-locale: a build with a test-only language added through the registry alone"
# Accented English under /xa (src/config/locales.ts): every template renders in it with no
# component changed (e2e/pseudo-locale.spec.ts). Its build is removed before the real one.
rm -rf .next .data-test/pseudo
NEXT_PUBLIC_PSEUDO_LOCALE=1 SKIP_BUILD_TYPECHECK=1 npm run --silent build
NEXT_PUBLIC_PSEUDO_LOCALE=1 npx playwright test -c playwright.pseudo.config.ts
rm -rf .next
step "Build (next build, then the paint-first step; types were checked above)"
SKIP_BUILD_TYPECHECK=1 npm run --silent build
step "HTML validity (pre-rendered pages, /admin, 404, form answers)"
node scripts/validate-html.mjs
step "JS budget";   node scripts/js-budget.mjs
step "Memory and start-up time (embedded first start and restart, PostgreSQL)"
MEMORY_PGPORT=${MEMORY_PGPORT:-5445} npm run --silent memory
step "Browser tests"
rm -rf .data-test/e2e
npx playwright test
step "Reliability: load, faults, hostile input, inbox (reduced burst and outages; the full run: npm run test:reliability)"
RELIABILITY_BURST=${RELIABILITY_BURST:-50} RELIABILITY_REPLAYS=${RELIABILITY_REPLAYS:-200} \
  RELIABILITY_OUTAGE_S=${RELIABILITY_OUTAGE_S:-20} npm run --silent test:reliability
end_step
STEP_NAME=""
TOTAL=$((SECONDS - SUITE_START))
printf '\n\033[1m▶ Step durations (min:s), %d:%02d in all\033[0m\n' $((TOTAL / 60)) $((TOTAL % 60))
printf '%s\n' "${TIMINGS[@]}"
step "Summary"
# Its last line, and the last line of npm test, is the plain count: N passed, N failed, N skipped.
node scripts/test-summary.mjs
