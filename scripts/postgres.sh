#!/usr/bin/env bash
# A throw-away PostgreSQL 15 for the server's tests.
#
#   scripts/postgres.sh start DIR   prints postgres://postgres@127.0.0.1:PORT/pariksha_test (its only
#                                   stdout line); DIR is best made with mktemp -d
#   scripts/postgres.sh stop DIR    stops it fast (the data stays in DIR until you delete it)
#
# Installs Debian's postgresql with apt-get when no PostgreSQL binaries are present (root only).
# Exits 3, with the reason on stderr, when PostgreSQL cannot be installed or started, so the
# caller can mark the PostgreSQL tests skipped.
set -euo pipefail

readonly first_port=54329
readonly database=pariksha_test

fail() {
  echo "postgres.sh: $*" >&2
  exit 3
}

usage() {
  echo "usage: $0 start|stop DIR" >&2
  exit 2
}

find_pgbin() {
  local initdb
  initdb=$(ls -1d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
  [[ -n "$initdb" ]] && dirname "$initdb"
}

# Runs a PostgreSQL command as the postgres user when we are root (initdb refuses root).
as_owner() {
  if [[ $EUID -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

install_postgres() {
  [[ $EUID -eq 0 ]] || fail "PostgreSQL is not installed and installing it needs root"
  command -v apt-get >/dev/null || fail "PostgreSQL is not installed and apt-get is not available"
  echo "postgres.sh: installing Debian's postgresql (about 30 s)..." >&2
  DEBIAN_FRONTEND=noninteractive apt-get update >&2 || fail "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2 ||
    fail "apt-get install postgresql failed"
}

start() {
  local dir=$1 pgbin port
  [[ -d "$dir" ]] || fail "$dir is not a directory"
  dir=$(cd "$dir" && pwd)
  pgbin=$(find_pgbin) || true
  if [[ -z "$pgbin" ]]; then
    install_postgres
    pgbin=$(find_pgbin) || fail "no initdb found under /usr/lib/postgresql after installing"
  fi
  if [[ $EUID -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || fail "there is no postgres user to run the server as"
    # The server runs as postgres, so it must own DIR (and reach it: mktemp dirs are 0700).
    chown postgres: "$dir"
  fi
  if [[ -e "$dir/data" ]]; then
    fail "$dir/data already exists; use a fresh directory"
  fi

  as_owner "$pgbin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 \
    >"$dir/initdb.log" 2>&1 || fail "initdb failed; see $dir/initdb.log"

  port=$first_port
  while port_in_use "$port"; do
    port=$((port + 1))
    ((port < first_port + 50)) || fail "no free port in $first_port..$((first_port + 49))"
  done

  # -k: the Unix socket lives in DIR, so nothing touches /var/run/postgresql.
  as_owner "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null 2>&1 ||
    fail "the server did not start; see $dir/server.log"

  as_owner "$pgbin/createdb" -h 127.0.0.1 -p "$port" -U postgres "$database" >&2 ||
    fail "createdb $database failed"

  echo "postgres://postgres@127.0.0.1:$port/$database"
}

stop() {
  local dir=$1 pgbin
  pgbin=$(find_pgbin) || fail "no PostgreSQL binaries found"
  [[ -f "$dir/data/postmaster.pid" ]] || return 0
  as_owner "$pgbin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
    fail "pg_ctl stop failed; see $dir/server.log"
}

[[ $# -eq 2 ]] || usage
case "$1" in
  start) start "$2" ;;
  stop) stop "$2" ;;
  *) usage ;;
esac
