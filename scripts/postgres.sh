#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL server for the tests, and stops the server after,
# even when the command fails:
#
#   scripts/postgres.sh COMMAND…
#
# The server (Debian's postgresql package: `pg_config --bindir` has initdb and pg_ctl) lives in a
# temporary folder, listens only on a Unix socket there, and runs as the `postgres` user when
# this runs as root. COMMAND sees its URL in ROSTER_TEST_POSTGRES. Without the server binaries,
# COMMAND runs alone and one line says the PostgreSQL tests are skipped.
set -euo pipefail

bindir=$(pg_config --bindir 2>/dev/null || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ] || [ ! -x "$bindir/pg_ctl" ]; then
  echo "postgres: no PostgreSQL server binaries (apt-get install postgresql); the PostgreSQL tests are skipped" >&2
  exec "$@"
fi

folder=$(mktemp -d /tmp/roster-postgres.XXXXXX)
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$folder"
  as_owner=(runuser -u postgres --)
fi

stop() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$folder/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$folder"
}
trap stop EXIT

"${as_owner[@]}" "$bindir/initdb" -D "$folder/data" -U roster -A trust -E UTF8 --locale=C.UTF-8 --no-sync \
  >"$folder/initdb.log" 2>&1 || { cat "$folder/initdb.log" >&2; exit 1; }
"${as_owner[@]}" "$bindir/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w -s \
  -o "-k $folder -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start || { cat "$folder/server.log" >&2; exit 1; }

export ROSTER_TEST_POSTGRES="postgresql://roster@/postgres?host=$folder"
echo "postgres: test server at $ROSTER_TEST_POSTGRES" >&2
status=0
"$@" || status=$?
exit "$status"
