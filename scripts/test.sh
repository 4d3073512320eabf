#!/usr/bin/env bash
# `npm test`: the benchmarks' Node tests and the unit tests, then browser tests, with a throwaway PostgreSQL server for
# the waitlist store.
# scripts/ci-postgres.sh installs Debian's postgresql when missing and exports DATABASE_URL, so the store tests and the
# site under test use a real PostgreSQL server. TUMA_TEST_POSTGRES=0 skips it (the store then runs on PGlite only).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${TUMA_TEST_POSTGRES:-1}" != "0" ] && [ -z "${DATABASE_URL:-}" ]; then
  # shellcheck source=scripts/ci-postgres.sh
  source scripts/ci-postgres.sh
fi

# The benchmarks' own arithmetic and helpers (plain Node tests, no browser; under a second).
node --test scripts/bench/
npm run test:unit
npm run test:e2e
