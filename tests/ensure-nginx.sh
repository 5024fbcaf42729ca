#!/usr/bin/env bash
# The reverse-proxy test (server/scale/nginx-proxy.test.ts) runs Debian's
# nginx in front of two server instances. Install it when missing, without
# letting the package start a system-wide nginx (the test starts its own).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi
echo "nginx not found; installing Debian's nginx-light package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# tests/ensure-postgres.sh, run just before, may have refreshed the package lists: not twice.
if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*Packages*' -mmin -60 2>/dev/null | head -1)" ]; then
  $SUDO apt-get update -qq
fi
POLICY=/usr/sbin/policy-rc.d
CREATED_POLICY=""
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod +x "$POLICY"
  CREATED_POLICY=1
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light openssl >/dev/null
if [ -n "$CREATED_POLICY" ]; then $SUDO rm -f "$POLICY"; fi
/usr/sbin/nginx -v
