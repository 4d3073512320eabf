#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: installs Debian's postgresql when missing, starts one cluster on a
# free loopback port (as the `postgres` user when run as root: the server refuses to run as root), creates the
# database and prints `export DATABASE_URL=…` on stdout. Idempotent: a second call reuses the running cluster.
#
#   source test/support/postgres.sh          # exports DATABASE_URL into the calling shell
#   eval "$(bash test/support/postgres.sh)"  # the same, from a shell that prefers not to source
#   source test/support/postgres.sh fresh    # the same, with the database emptied first (npm test: the suites
#                                            # expect a database that starts empty, whatever an earlier run left)
#   bash test/support/postgres.sh stop       # stops the cluster (its files stay for the next start)
#
# TUMA_PG_DIR moves the cluster (default: $TMPDIR/tuma-ci-postgres). Nothing here is meant for production.

# Sourced: run as a child (so `set -e` and friends never leak into the caller's shell), then adopt its exports.
if [[ "${BASH_SOURCE[0]}" != "$0" ]]; then
  __tuma_pg_exports="$(bash "${BASH_SOURCE[0]}" "$@")" || { unset __tuma_pg_exports; return 1; }
  eval "$__tuma_pg_exports"
  unset __tuma_pg_exports
  return 0
fi

set -euo pipefail

PG_DIR="${TUMA_PG_DIR:-${TMPDIR:-/tmp}/tuma-ci-postgres}"
PG_DATA="$PG_DIR/data"
PG_USER_NAME=tuma
PG_PASSWORD=tuma
PG_DATABASE=tuma_test
FIRST_PORT=55432

log() { echo "ci-postgres: $*" >&2; }

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

pg_bin_dir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

# The server must not run as root; as any other user it runs as that user.
if [ "$(id -u)" -eq 0 ]; then
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

is_running() { [ -f "$PG_DATA/PG_VERSION" ] && as_pg "$BIN/pg_ctl" status -D "$PG_DATA" >/dev/null 2>&1; }

BIN="$(pg_bin_dir || true)"
if [ -z "$BIN" ]; then
  log "installing Debian's postgresql"
  as_root apt-get update -qq >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
  BIN="$(pg_bin_dir)" || { log "postgresql installed but no initdb found under /usr/lib/postgresql"; exit 1; }
fi

if [ "${1:-}" = "stop" ]; then
  if is_running; then as_pg "$BIN/pg_ctl" stop -D "$PG_DATA" -m fast -w >&2; log "stopped"; else log "not running"; fi
  exit 0
fi

mkdir -p "$PG_DIR"
chmod 700 "$PG_DIR"
[ "$(id -u)" -eq 0 ] && chown postgres: "$PG_DIR"

if [ ! -f "$PG_DATA/PG_VERSION" ]; then
  log "initialising a cluster in $PG_DATA"
  pwfile="$PG_DIR/pwfile"
  printf '%s\n' "$PG_PASSWORD" >"$pwfile"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$pwfile"
  as_pg "$BIN/initdb" -D "$PG_DATA" -U "$PG_USER_NAME" --pwfile="$pwfile" -E UTF8 --no-locale \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
fi

if is_running; then
  PORT="$(cat "$PG_DIR/port")"
  log "reusing the cluster on port $PORT"
else
  PORT="$FIRST_PORT"
  while port_in_use "$PORT"; do
    PORT=$((PORT + 1))
    [ "$PORT" -lt $((FIRST_PORT + 200)) ] || { log "no free port from $FIRST_PORT"; exit 1; }
  done
  # Durability switches off: a test server that loses its data on a crash is fine, and it starts and writes faster.
  as_pg "$BIN/pg_ctl" start -D "$PG_DATA" -l "$PG_DIR/server.log" -w -t 30 \
    -o "-p $PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    >/dev/null || { log "start failed; last lines of $PG_DIR/server.log:"; tail -n 20 "$PG_DIR/server.log" >&2; exit 1; }
  echo "$PORT" >"$PG_DIR/port"
  log "started on port $PORT"
fi

if [ "${1:-}" = "fresh" ]; then
  as_pg "$BIN/dropdb" -h "$PG_DIR" -p "$PORT" -U "$PG_USER_NAME" --if-exists --force "$PG_DATABASE"
fi

if [ -z "$(as_pg "$BIN/psql" -h "$PG_DIR" -p "$PORT" -U "$PG_USER_NAME" -d postgres -tAc \
  "select 1 from pg_database where datname = '$PG_DATABASE'")" ]; then
  as_pg "$BIN/createdb" -h "$PG_DIR" -p "$PORT" -U "$PG_USER_NAME" "$PG_DATABASE"
fi

echo "export DATABASE_URL='postgresql://$PG_USER_NAME:$PG_PASSWORD@127.0.0.1:$PORT/$PG_DATABASE'"
