#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on a loopback port, runs the given command with DATABASE_URL
# pointing at it, and stops the cluster whatever happens. PostgreSQL refuses to run as root, so as root
# the cluster runs as the `postgres` user.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL server binaries not found: apt-get install postgresql" >&2
  exit 1
fi
port=${PGPORT_TEST:-55432}
dir=$(mktemp -d /tmp/waypoint-pg.XXXXXX)
as_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() {
  as_pg "$bin/pg_ctl -D '$dir/data' -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
as_pg "$bin/initdb -D '$dir/data' -U postgres -A trust -E UTF8 --no-locale" >/dev/null
as_pg "$bin/pg_ctl -D '$dir/data' -l '$dir/log' -w start -o \"-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300 -c fsync=off\"" >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
