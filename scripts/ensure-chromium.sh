#!/usr/bin/env bash
# Makes sure the system Chromium that Playwright drives is installed (Debian package `chromium`).
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian (apt-get install chromium)..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROME and apt-get is not available." >&2
echo "Install Chromium with your package manager and set CHROME_PATH to its binary." >&2
exit 1
