#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit tests, the production build,
# the JavaScript budget and the browser tests against the production server.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Step headers start with "▶", never "=": CI reads a line of "=" as a test runner's banner.
step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }

step "System dependencies"
bash scripts/ensure-chromium.sh

step "Lint";        npx eslint .
step "Types";       npx tsc --noEmit
step "Format";      npx prettier --check .
step "Unused files, exports and dependencies"; npx knip
step "Unit tests (PGlite and a throw-away PostgreSQL)"
rm -f reports/vitest.json reports/playwright.json reports/reliability.json reports/memory.json
REQUIRE_POSTGRES=1 bash scripts/with-postgres.sh \
  npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "Build (next build, then the paint-first step)"; npm run --silent build
step "HTML validity (pre-rendered pages, /admin, 404, form answers)"
node scripts/validate-html.mjs
step "JS budget";   node scripts/js-budget.mjs
step "Memory and start-up time (embedded first start and restart, PostgreSQL)"
MEMORY_PGPORT=${MEMORY_PGPORT:-5445} npm run --silent memory
step "Browser tests"
rm -rf .data-test/e2e
npx playwright test
step "Reliability: load, faults, hostile input, inbox (reduced burst; the full one: npm run test:reliability)"
RELIABILITY_BURST=${RELIABILITY_BURST:-50} RELIABILITY_REPLAYS=${RELIABILITY_REPLAYS:-200} \
  npm run --silent test:reliability
step "Summary"
# Its last line, and the last line of npm test, is the plain count: N passed, N failed, N skipped.
node scripts/test-summary.mjs
