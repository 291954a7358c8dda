#!/usr/bin/env bash
# The edit loop (npm run test:quick): lint and format of the changed files, the types, the unit
# tests that import a changed file, and the browser specs of the areas a change touches, against
# a fresh build when anything under src/ changed. "Changed" is against QUICK_BASE (default HEAD:
# the uncommitted work; QUICK_BASE=main for a branch). The full suite is `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
BASE=${QUICK_BASE:-HEAD}

step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }

mapfile -t CHANGED < <(
  { git diff --name-only "$BASE" --; git ls-files --others --exclude-standard; } |
    sort -u | while read -r file; do [ -f "$file" ] && echo "$file"; done
)
if [ ${#CHANGED[@]} -eq 0 ]; then
  echo "Nothing changed against $BASE."
  exit 0
fi
printf 'Changed against %s: %d file(s)\n' "$BASE" "${#CHANGED[@]}"

mapfile -t CODE < <(printf '%s\n' "${CHANGED[@]}" | grep -E '\.(ts|tsx|mjs|js)$' || true)
mapfile -t FORMATTED < <(printf '%s\n' "${CHANGED[@]}" | grep -E '\.(ts|tsx|mjs|js|json|md|css)$' || true)

if [ ${#CODE[@]} -gt 0 ]; then
  step "Lint (changed files)"
  npx eslint "${CODE[@]}"
fi
if [ ${#FORMATTED[@]} -gt 0 ]; then
  step "Format (changed files)"
  npx prettier --check "${FORMATTED[@]}"
fi
step "Types"
npx tsc --noEmit
if [ ${#CODE[@]} -gt 0 ]; then
  step "Unit tests that import a changed file"
  npx vitest related --run --passWithNoTests "${CODE[@]}"
fi

# The browser specs of the touched areas: a changed spec itself, and for a changed source file
# every spec named after one of its path's words (src/components/blog/post-card.tsx → blog*.spec.ts).
declare -A SPECS=()
for file in "${CHANGED[@]}"; do
  case "$file" in
    e2e/*.spec.ts) SPECS[$file]=1 ;;
    src/* | server.mjs)
      for word in $(echo "$file" | tr '/._-' '    '); do
        [ ${#word} -ge 3 ] || continue
        for spec in e2e/"$word"*.spec.ts; do [ -f "$spec" ] && SPECS[$spec]=1; done
      done ;;
  esac
done
if [ ${#SPECS[@]} -eq 0 ]; then
  echo "No browser spec matches the change; the full suite (npm test) runs them all."
  exit 0
fi
if printf '%s\n' "${CHANGED[@]}" | grep -qE '^(src/|server\.mjs|next\.config\.ts|scripts/paint-first\.mjs)'; then
  step "Build (a source file changed)"
  SKIP_BUILD_TYPECHECK=1 npm run --silent build
fi
step "Browser specs: ${!SPECS[*]}"
node scripts/lib/prepared-data-dir.mjs .data-test/e2e
npx playwright test "${!SPECS[@]}"
