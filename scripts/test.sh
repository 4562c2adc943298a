#!/usr/bin/env bash
# The README's test command. Installs whatever is missing (pnpm, packages, Debian's Chromium,
# Debian's PostgreSQL and redis-server), then runs every check: lint, typecheck, unit, server (PGlite
# and PostgreSQL, rate limits shared through Redis), Storybook stories in Chromium, the packed ui
# library, and end-to-end tests against the production build. Prints a count per part and ends
# with one line: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
TMP="$ROOT/.tmp"
rm -rf "$TMP" && mkdir -p "$TMP"
export CI="${CI:-true}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
export VITE_CONFIG_NATIVE_IGNORE_WARNING=true
# This command promises every part: nothing may be left out (tooling/test-services.ts), and a
# skipped test counts as failed (a part run alone may still skip with PARIKSHA_TEST_SKIP).
unset PARIKSHA_TEST_SKIP
# count-results.mjs lists each failed test here; the summary repeats them.
export FAILURES_FILE="$TMP/failures.txt"

say() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi; }

# ---------------------------------------------------------------- install what is missing
say "install"
if ! command -v pnpm >/dev/null 2>&1; then
  npm install -g pnpm@12.21.0 || { echo "could not install pnpm"; exit 1; }
fi
pnpm install --frozen-lockfile || { echo "pnpm install failed"; exit 1; }
if [ ! -x "$CHROME_PATH" ]; then
  echo "Installing Debian's Chromium (no browser is downloaded by the test tools)"
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null \
    || { echo "could not install chromium"; exit 1; }
fi

# ---------------------------------------------------------------- bookkeeping
TOTAL_PASSED=0; TOTAL_FAILED=0
SUMMARY=()
record() { # part passed failed skipped: a skipped test is one this command promised and did not run
  TOTAL_PASSED=$((TOTAL_PASSED + $2)); TOTAL_FAILED=$((TOTAL_FAILED + $3 + $4))
  local skipped=''
  if [ "$4" -gt 0 ]; then skipped=$(printf ', %d skipped (counted as failed)' "$4"); fi
  SUMMARY+=("$(printf '%-22s %4d passed, %d failed%s' "$1" "$2" "$3" "$skipped")")
}
check() { # part command... : a check that counts as one test
  local part=$1; shift
  say "$part"
  if "$@"; then record "$part" 1 0 0; else record "$part" 0 1 0; fi
}
counted() { # part results.json kind exit-code
  local counts
  if counts=$(node scripts/count-results.mjs "$3" "$2"); then
    read -r p f s <<<"$counts"
    # A runner that failed without reporting a failure (a crash, a config error) still fails.
    if [ "$4" != 0 ] && [ "$f" = 0 ]; then f=1; fi
    record "$1" "$p" "$f" "$s"
  else
    record "$1" 0 1 0
  fi
}
vitest_part() { # part script: one of the package's test:* scripts, with a JSON report
  local part=$1 script=$2
  say "vitest: $part"
  pnpm run "$script" --reporter=default --reporter=json --outputFile.json="$TMP/vitest-$part.json"
  counted "$part" "$TMP/vitest-$part.json" vitest $?
}

# ---------------------------------------------------------------- static checks
check "lint" pnpm run lint
check "typecheck" pnpm run typecheck

# ---------------------------------------------------------------- unit
vitest_part unit test:unit

# ---------------------------------------------------------------- server on PGlite and PostgreSQL
PG_DIR=$(mktemp -d /tmp/pariksha-pg.XXXXXX)
chmod 755 "$PG_DIR"
stop_postgres() { bash scripts/postgres.sh stop "$PG_DIR" >/dev/null 2>&1 || true; rm -rf "$PG_DIR"; }
trap stop_postgres EXIT
say "PostgreSQL for the server tests"
if PG_URL=$(bash scripts/postgres.sh start "$PG_DIR"); then
  export PARIKSHA_TEST_DATABASE_URL="$PG_URL"
  echo "PostgreSQL at $PG_URL"
else
  echo "PostgreSQL could not be started here: the server tests and the e2e that need it fail."
  record "PostgreSQL" 0 1 0
  unset PARIKSHA_TEST_DATABASE_URL
fi
RD_DIR=$(mktemp -d /tmp/pariksha-redis.XXXXXX)
chmod 755 "$RD_DIR"
stop_redis() { bash scripts/redis.sh stop "$RD_DIR" >/dev/null 2>&1 || true; rm -rf "$RD_DIR"; }
trap 'stop_postgres; stop_redis' EXIT
say "Redis for the server tests"
if RD_URL=$(bash scripts/redis.sh start "$RD_DIR"); then
  export PARIKSHA_TEST_REDIS_URL="$RD_URL"
  echo "Redis at $RD_URL"
else
  echo "Redis could not be started here: the server tests fail."
  record "Redis" 0 1 0
  unset PARIKSHA_TEST_REDIS_URL
fi
vitest_part server test:server

# ---------------------------------------------------------------- stories in Chromium
vitest_part storybook test:stories

# ---------------------------------------------------------------- production build and what stands on it
check "build" pnpm run build
say "ui package, packed and used by a consumer app"
pnpm run --silent test:pack | tee "$TMP/ui-pack.log"
counted "ui package (packed)" "$TMP/ui-pack.log" plain "${PIPESTATUS[0]}"

say "end-to-end (Playwright, Chromium)"
E2E_DATA_DIR="$TMP/e2e-data" pnpm run test:e2e
counted "end-to-end" "$TMP/e2e-results.json" playwright $?

# ---------------------------------------------------------------- summary
say "summary"
for line in "${SUMMARY[@]}"; do echo "$line"; done
if [ -s "$FAILURES_FILE" ]; then echo; echo "failed:"; cat "$FAILURES_FILE"; fi
echo
echo "$TOTAL_PASSED passed, $TOTAL_FAILED failed"
[ "$TOTAL_FAILED" = 0 ]
