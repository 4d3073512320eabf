#!/usr/bin/env bash
# `npm test`: the unit tests, then browser tests, the serving shapes, and the node:test suites (shared cache, scale-out)
# test, with a throwaway PostgreSQL server for the waitlist store.
# test/support/postgres.sh installs Debian's postgresql when missing and exports DATABASE_URL, so the store tests and the
# site under test use a real PostgreSQL server; `fresh` empties its database first, as the suites expect. TUMA_TEST_POSTGRES=0 runs the embedded one instead
# (scripts/pglite-server.mjs on a throwaway folder; a production server needs a DATABASE_URL either way): the store
# tests then run on PGlite only.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${DATABASE_URL:-}" ]; then
  if [ "${TUMA_TEST_POSTGRES:-1}" != "0" ]; then
    # shellcheck source=test/support/postgres.sh
    source test/support/postgres.sh fresh
  else
    pglite_dir="$(mktemp -d)"
    node scripts/pglite-server.mjs --dir "$pglite_dir/waitlist" >"$pglite_dir/url" &
    pglite_pid=$!
    trap 'kill "$pglite_pid" 2>/dev/null || true; wait "$pglite_pid" 2>/dev/null || true; rm -rf "$pglite_dir"' EXIT
    until [ -s "$pglite_dir/url" ]; do
      kill -0 "$pglite_pid" 2>/dev/null || { echo "test.sh: the PGlite server did not start" >&2; exit 1; }
      sleep 0.2
    done
    DATABASE_URL="$(head -n 1 "$pglite_dir/url")"
    export DATABASE_URL
  fi
fi

# Each phase's wall-clock time, printed at the end (docs/testing.md keeps the figures).
timings=()
phase() {
  local started=$SECONDS
  "$@"
  timings+=("$(printf '%5d s  %s' $((SECONDS - started)) "$*")")
}
report() { printf '\nnpm test phases:\n'; printf '%s\n' "${timings[@]}"; printf '%5d s  in all\n' "$SECONDS"; }

# The build the browser suites and the node:test suites share (test/e2e.mjs).
phase npm run test:e2e -- --build-only
# node:test suites: the stand-in's controls; two standalone replicas of that build sharing Next's cache through
# Redis (Debian's redis-server); two replicas of the same build behind nginx, with PostgreSQL and Redis: sign-ups,
# the shared rate limit and cache, a replica's death (test/scale-out, docs/scaling.md). Their servers mostly wait on
# timers, restarts and windows, so they run beside the unit tests, every file at once (docs/testing.md).
phase npm run test:unit-and-node
phase npm run test:e2e -- --no-build
# Every route of the build just tested, in every shape it is served in (host bindings, standalone, behind TLS).
phase npm run test:shapes
report
