#!/bin/sh
# Throwaway PostgreSQL cluster for tests and CI (Debian's postgresql, run as the postgres user).
#
# Usage:
#   eval "$(scripts/ci-postgres.sh)"        # start; exports DATABASE_URL, TEST_DATABASE_URL, ACME_PG_DIR
#   npx vitest run --project server         # the server suite now also runs against PostgreSQL
#   scripts/ci-postgres.sh stop "$ACME_PG_DIR"   # stop the cluster and delete its files
#   scripts/ci-postgres.sh restart "$ACME_PG_DIR" [mode]   # restart it on the same port and files
#                                                 # (pg_ctl's shutdown mode: fast by default,
#                                                 # immediate for a crash and WAL recovery)
#
# Start prints only `export ...` lines on stdout (progress goes to stderr), so `eval` is safe.
# Needs: root or the postgres user; binaries in /usr/lib/postgresql/<version>/bin
# (`apt-get install -y postgresql` on Debian; the version is detected). The cluster listens on
# 127.0.0.1 on a free port, trusts local connections, and lives in a fresh temp folder.
set -eu

PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -x "$PGBIN/initdb" ] || { echo "ci-postgres: no PostgreSQL binaries found (apt-get install -y postgresql)" >&2; exit 1; }

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}

if [ "${1:-start}" = stop ]; then
  dir=${2:?usage: ci-postgres.sh stop DIR}
  as_postgres "$PGBIN/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
  rm -rf "$dir"
  exit 0
fi

if [ "${1:-start}" = restart ]; then
  dir=${2:?usage: ci-postgres.sh restart DIR [fast|immediate]}
  # pg_ctl restart starts it again with the options it was started with (postmaster.opts).
  as_postgres "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/log" -m "${3:-fast}" -w restart >&2
  exit 0
fi

dir=$(mktemp -d /tmp/acme-pg.XXXXXX)
chown postgres:postgres "$dir" 2>/dev/null || true
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_postgres "$PGBIN/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
as_postgres "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=on -c synchronous_commit=on -c max_connections=200" start >&2
as_postgres "$PGBIN/createdb" -h 127.0.0.1 -p "$port" -U postgres acme >&2

url="postgres://postgres@127.0.0.1:$port/acme"
echo "ci-postgres: PostgreSQL ready at $url (files in $dir)" >&2
echo "export DATABASE_URL='$url'"
echo "export TEST_DATABASE_URL='$url'"
echo "export ACME_PG_DIR='$dir'"
