#!/usr/bin/env bash
# Server tests that need a real PostgreSQL (server/testing/postgres.ts) start a
# throwaway cluster from Debian's server binaries. Install them when missing.
set -euo pipefail
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null && compgen -G "/usr/lib/postgresql/*/bin/pg_ctl" >/dev/null; then
  exit 0
fi
echo "PostgreSQL server binaries not found under /usr/lib/postgresql; installing Debian's postgresql package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# policy-rc.d exit 101: the package must not start a system-wide cluster; tests start their own.
POLICY=/usr/sbin/policy-rc.d
CREATED_POLICY=""
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod +x "$POLICY"
  CREATED_POLICY=1
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
if [ -n "$CREATED_POLICY" ]; then $SUDO rm -f "$POLICY"; fi
ls -d /usr/lib/postgresql/*/bin/initdb
