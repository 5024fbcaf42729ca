#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (no browser downloads here): the
# headless shell for the journeys, the full browser for those about push
# notifications (tests/e2e/helpers/browsers.ts: the push journey launches it
# itself). Install what is missing with apt-get.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL="${E2E_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x "$HEADLESS_SHELL" ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]}..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
"$CHROMIUM" --version
"$HEADLESS_SHELL" --version
