#!/usr/bin/env bash
# Makes sure the system programs the tests drive are installed, from Debian when one is missing:
# Chromium for Playwright (package `chromium`) and Java for the W3C Nu HTML Checker
# (`default-jre-headless`; vnu.jar itself comes from npm). PostgreSQL is scripts/with-postgres.sh's.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
MISSING=()
[ -x "$CHROME" ] || MISSING+=(chromium)
command -v java >/dev/null 2>&1 || MISSING+=(default-jre-headless)
if [ "${#MISSING[@]}" -eq 0 ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  echo "Installing from Debian: ${MISSING[*]}..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null
  exit 0
fi
echo "Missing: ${MISSING[*]}, and apt-get is not available." >&2
echo "Install Chromium (set CHROME_PATH to its binary) and a Java runtime with your package manager." >&2
exit 1
