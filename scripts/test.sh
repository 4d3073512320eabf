#!/usr/bin/env bash
# `npm test`: the unit tests, then browser tests, the deploy shapes and the scale-out
# test, with a throwaway PostgreSQL server for the waitlist store.
# scripts/ci-postgres.sh installs Debian's postgresql when missing and exports DATABASE_URL, so the store tests and the
# site under test use a real PostgreSQL server. TUMA_TEST_POSTGRES=0 runs the embedded one instead
# (scripts/pglite-server.mjs on a throwaway folder; a production server needs a DATABASE_URL either way): the store
# tests then run on PGlite only.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${DATABASE_URL:-}" ]; then
  if [ "${TUMA_TEST_POSTGRES:-1}" != "0" ]; then
    # shellcheck source=scripts/ci-postgres.sh
    source scripts/ci-postgres.sh
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

npm run test:unit
npm run test:e2e
# Two standalone replicas of that build sharing Next's cache through Redis (Debian's redis-server).
node --test scripts/cache-test/
# Every route of the build just tested, in every shape it is served in (host bindings, standalone, behind TLS).
node scripts/smoke-shapes.mjs
# Two replicas of their own build behind nginx, with PostgreSQL and Redis: sign-ups, the shared rate limit and cache,
# a replica's death (docs/scaling.md; about 75 s with its build).
node scripts/scale-out/test.mjs
