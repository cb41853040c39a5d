#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL 15 server, started here and removed when the command
# ends: `scripts/with-throwaway-postgres.sh VAR command…` runs the command with VAR set to the
# server's URL (CI's database suites read TEST_DATABASE_URL, the indexer bench DATABASE_URL).
# The binaries come from Debian's postgresql-15, installed with apt-get when missing.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 VARIABLE command [args…]" >&2
  exit 2
fi
url_variable=$1
shift

pg_bin=/usr/lib/postgresql/15/bin
if [ ! -x "$pg_bin/initdb" ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "PostgreSQL 15 is missing ($pg_bin): install Debian's postgresql-15, or run this as root" >&2
    exit 1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15
fi
# initdb refuses to run as root: as root the server runs as the `postgres` user the package made.
as_server_user() {
  if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else bash -c "$1"; fi
}
pg_dir=$(mktemp -d)
[ "$(id -u)" = 0 ] && chown postgres "$pg_dir"
# A free port, so CI and a bench can each have a server at once.
pg_port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
stop_pg() {
  as_server_user "$pg_bin/pg_ctl -D $pg_dir/db -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
trap stop_pg EXIT
as_server_user "$pg_bin/initdb -D $pg_dir/db -U postgres -A trust" >/dev/null
as_server_user "$pg_bin/pg_ctl -D $pg_dir/db -w -l $pg_dir/log -o '-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1' start" >/dev/null
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$pg_port"

export "$url_variable=postgres://postgres@127.0.0.1:$pg_port/postgres"
"$@"
