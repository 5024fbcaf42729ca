#!/usr/bin/env bash
# Types and lint side by side: each is one single-threaded process, so on the
# 2-core machine they take the wall time of the longer one (about 2 min)
# rather than the sum (about 3.8 min; docs/decisions/0062). Each one's output
# is printed whole once it ends; the script fails when either fails.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npm run --silent typecheck > "$out/typecheck" 2>&1 &
types=$!
npm run --silent lint > "$out/lint" 2>&1
lint=$?
wait "$types"
typecheck=$?
echo "== typecheck (tsc -b): exit $typecheck"
cat "$out/typecheck"
echo "== lint (eslint): exit $lint"
cat "$out/lint"
[ "$typecheck" -eq 0 ] && [ "$lint" -eq 0 ]
