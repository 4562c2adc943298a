#!/usr/bin/env bash
# A throw-away Redis for the server's tests (the rate-limit counters shared by several servers).
#
#   scripts/redis.sh start DIR   prints redis://127.0.0.1:PORT (its only stdout line); DIR is best
#                                made with mktemp -d
#   scripts/redis.sh stop DIR    stops it (nothing is kept: no snapshot, no append-only file)
#
# Installs Debian's redis-server with apt-get when it is missing (root only), as postgres.sh does
# for PostgreSQL. Exits 3, with the reason on stderr, when Redis cannot be installed or started, so
# the caller can mark the Redis tests skipped.
set -euo pipefail

readonly first_port=63790

fail() {
  echo "redis.sh: $*" >&2
  exit 3
}

usage() {
  echo "usage: $0 start|stop DIR" >&2
  exit 2
}

find_redis_server() {
  command -v redis-server 2>/dev/null || { [[ -x /usr/bin/redis-server ]] && echo /usr/bin/redis-server; }
}

find_redis_cli() {
  command -v redis-cli 2>/dev/null || { [[ -x /usr/bin/redis-cli ]] && echo /usr/bin/redis-cli; }
}

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

install_redis() {
  [[ $EUID -eq 0 ]] || fail "redis-server is not installed and installing it needs root"
  command -v apt-get >/dev/null || fail "redis-server is not installed and apt-get is not available"
  echo "redis.sh: installing Debian's redis-server..." >&2
  DEBIAN_FRONTEND=noninteractive apt-get update >&2 || fail "apt-get update failed"
  # The package's service is not started here (no systemd in a container); we start our own.
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server >&2 ||
    fail "apt-get install redis-server failed"
}

start() {
  local dir=$1 server cli port
  [[ -d "$dir" ]] || fail "$dir is not a directory"
  dir=$(cd "$dir" && pwd)
  [[ ! -e "$dir/redis.pid" ]] || fail "$dir/redis.pid already exists; use a fresh directory"
  server=$(find_redis_server) || true
  if [[ -z "$server" ]]; then
    install_redis
    server=$(find_redis_server) || fail "no redis-server found after installing"
  fi
  cli=$(find_redis_cli) || fail "no redis-cli found beside $server"

  port=$first_port
  while port_in_use "$port"; do
    port=$((port + 1))
    ((port < first_port + 50)) || fail "no free port in $first_port..$((first_port + 49))"
  done

  # Loopback only, no persistence; it runs as whoever runs this script (Redis does not refuse root).
  "$server" --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$dir" \
    --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >&2 ||
    fail "redis-server did not start; see $dir/redis.log"

  for _ in $(seq 1 50); do
    if [[ "$("$cli" -h 127.0.0.1 -p "$port" ping 2>/dev/null)" == PONG ]]; then
      echo "redis://127.0.0.1:$port"
      return 0
    fi
    sleep 0.1
  done
  fail "redis-server did not answer on port $port; see $dir/redis.log"
}

stop() {
  local dir=$1 pid
  [[ -f "$dir/redis.pid" ]] || return 0
  pid=$(cat "$dir/redis.pid")
  [[ "$pid" =~ ^[0-9]+$ ]] || fail "$dir/redis.pid holds no pid"
  kill "$pid" 2>/dev/null || { rm -f "$dir/redis.pid"; return 0; }
  for _ in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || { rm -f "$dir/redis.pid"; return 0; }
    sleep 0.1
  done
  fail "redis-server (pid $pid) did not stop"
}

[[ $# -eq 2 ]] || usage
case "$1" in
  start) start "$2" ;;
  stop) stop "$2" ;;
  *) usage ;;
esac
