#!/usr/bin/env bash
# `npm test`: the route tree generated once; the build (the longest step: on a clean clone it encodes
# every responsive image) on one core while lint, the type check and `quality` run one after another
# on the other; then the Vitest suites (beside them the fleet when DATABASE_URL is set), then
# Playwright. Each stage prints its wall time, failed or not, so a slow run says where its minutes went. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() {
  local started=$SECONDS status=0
  "$@" || status=$?
  echo "== stage took $((SECONDS - started)) s: $*$([ "$status" = 0 ] || echo " (failed: $status)")"
  return "$status"
}

# Two lists of stages side by side; each list's output is printed whole when it ends, so the two
# never interleave.
side_by_side() {
  local logs left right left_status=0 right_status=0 started=$SECONDS
  logs=$(mktemp -d)
  "$1" >"$logs/left" 2>&1 &
  left=$!
  "$2" >"$logs/right" 2>&1 &
  right=$!
  wait "$left" || left_status=$?
  cat "$logs/left"
  wait "$right" || right_status=$?
  cat "$logs/right"
  rm -rf "$logs"
  echo "== side by side took $((SECONDS - started)) s: $1 | $2"
  [ "$left_status" = 0 ] && [ "$right_status" = 0 ]
}

# The build reads the Lingui catalogues while `quality` extracts them again: extraction writes a
# catalogue only when it changed, which fails `quality` anyway; and the build regenerates the route
# tree only when it changed (atomically), so the checks read the same tree.
build_shop() {
  stage npm run build
}
checks() {
  stage npm run lint:code && stage npm run typecheck:code && stage npm run quality
}

# On PostgreSQL when DATABASE_URL is set, a database per worker (server/test/worker-database.ts).
vitest_suites() {
  stage npx vitest run --project unit --project server --project server-fresh --project server-alone
}
# Two instances on PostgreSQL, one killed, SMTP down for 10 s (tests/fleet/fleet.ts, its own database).
fleet() {
  stage npm run test:fleet
}

stage npm run routes
side_by_side build_shop checks
# With PostgreSQL the fleet runs beside Vitest, whose first minutes leave a third of two cores idle
# while its files wait on the database (the timed file, server-alone, runs last, long after).
if [ -n "${DATABASE_URL:-}" ]; then
  side_by_side vitest_suites fleet
else
  vitest_suites
fi
# Two workers, each on a shared shop of its own once the journeys with their own shops are done.
stage npx playwright test
