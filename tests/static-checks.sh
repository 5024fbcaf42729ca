#!/usr/bin/env bash
# Types and lint side by side: each is one single-threaded process, so on the
# 2-core machine they take the wall time of the longer one (about 2 min)
# rather than the sum (about 3.8 min; docs/decisions/0062). Each one's output
# is printed whole once it ends; the script fails when either fails.
#
# With --build (what `npm test` runs), the app's build (which the end-to-end
# journeys serve) follows the types on their lane: type-aware lint is the
# longer of the two, so the build fills the core the types leave idle
# instead of running alone after the unit tests. So does the migrated,
# seeded PGlite folder every test server starts from
# (server/testing/seeded-data-dir.ts, docs/decisions/0095), and then the
# vitest projects that need no server: pure logic (unit) and React
# components in jsdom (component), each with its *-isolated twin for the
# files that replace a module (docs/decisions/0106), with a worker per core: while lint still
# runs they share the cores with it, and once it ends they use both (with
# one worker they ran on alone for about two minutes after lint, one core
# idle; docs/decisions/0101). `npm test` then runs only the server's
# projects.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
build=0
[ "${1:-}" = "--build" ] && build=1
(
  SECONDS=0
  npm run --silent typecheck > "$out/typecheck" 2>&1
  echo $? > "$out/typecheck.rc"
  echo $SECONDS > "$out/typecheck.s"
  if [ "$build" -eq 1 ]; then
    SECONDS=0
    npm run --silent build > "$out/build" 2>&1
    echo $? > "$out/build.rc"
    echo $SECONDS > "$out/build.s"
    SECONDS=0
    # PGlite on V8's baseline WebAssembly compiler only, as every test process (server/testing/node-flags.ts)
    node --liftoff-only --import tsx server/testing/make-seeded-data-dir.ts > "$out/seeded" 2>&1
    echo $? > "$out/seeded.rc"
    echo $SECONDS > "$out/seeded.s"
    SECONDS=0
    npx vitest run --project unit --project unit-isolated --project component --project component-isolated > "$out/vitest" 2>&1
    echo $? > "$out/vitest.rc"
    echo $SECONDS > "$out/vitest.s"
  fi
) &
lane=$!
SECONDS=0
npm run --silent lint > "$out/lint" 2>&1
lint=$?
lint_s=$SECONDS
wait "$lane"
typecheck=$(cat "$out/typecheck.rc")
echo "== typecheck (tsgo -b): exit $typecheck ($(cat "$out/typecheck.s") s)"
cat "$out/typecheck"
echo "== lint (eslint): exit $lint ($lint_s s)"
cat "$out/lint"
status=0
[ "$typecheck" -eq 0 ] && [ "$lint" -eq 0 ] || status=1
if [ "$build" -eq 1 ]; then
  built=$(cat "$out/build.rc")
  echo "== build (vite build): exit $built ($(cat "$out/build.s") s)"
  cat "$out/build"
  [ "$built" -eq 0 ] || status=1
  seeded=$(cat "$out/seeded.rc")
  echo "== seeded PGlite folder for test servers: exit $seeded ($(cat "$out/seeded.s") s)"
  cat "$out/seeded"
  [ "$seeded" -eq 0 ] || status=1
  tested=$(cat "$out/vitest.rc")
  echo "== vitest, unit and component projects: exit $tested ($(cat "$out/vitest.s") s)"
  cat "$out/vitest"
  [ "$tested" -eq 0 ] || status=1
fi
exit "$status"
