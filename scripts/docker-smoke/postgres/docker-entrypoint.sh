#!/bin/bash
# The part of postgres:18's entrypoint that compose.yaml relies on: a first start makes the
# cluster with POSTGRES_USER (superuser, POSTGRES_PASSWORD) and POSTGRES_DB, then PostgreSQL
# serves on every address with password authentication (trust on the local socket only).
set -euo pipefail
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
  user="${POSTGRES_USER:-postgres}"
  database="${POSTGRES_DB:-$user}"
  initdb --username="$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") \
    --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C -D "$PGDATA"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    echo "CREATE DATABASE \"$database\";" | postgres --single -D "$PGDATA" postgres > /dev/null
  fi
fi
if [ "${1:-}" = postgres ]; then shift; fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql "$@"
