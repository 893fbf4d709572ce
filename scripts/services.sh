#!/usr/bin/env bash
# What the server tests need beyond Python: Debian's chromium and chromium-driver (browser
# tests) and a PostgreSQL server (the postgresql:// store). Installs what is missing from
# Debian's packages when it can (root with apt-get), starts a throwaway PostgreSQL cluster
# on loopback, and prints its URL on stdout (nothing when PostgreSQL is unavailable).
# `make test` runs it; outside CI the tests that need a missing part skip, in CI they fail.
set -uo pipefail

PORT="${HONING_TEST_PG_PORT:-54329}"
DIR="${TMPDIR:-/tmp}/honing-test-pg-$PORT"
log() { echo "services: $*" >&2; }

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
if ((${#missing[@]})); then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing ${missing[*]} from Debian's packages"
    export DEBIAN_FRONTEND=noninteractive
    aptlog="${TMPDIR:-/tmp}/honing-services-apt.log"
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$aptlog" 2>&1 \
      || { log "apt-get could not install ${missing[*]}:"; tail -5 "$aptlog" >&2; }
  else
    log "missing ${missing[*]}; install them with your package manager (their tests skip until then)"
  fi
fi

bin="$(compgen -G "/usr/lib/postgresql/*/bin" | sort -V | tail -1)"
if [ -z "$bin" ]; then
  exit 0
fi
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if ! as_owner "$bin/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$DIR"
  as_owner "$bin/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null 2>&1 \
    || as_owner "$bin/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 >/dev/null \
    || { log "initdb failed"; exit 0; }
  as_owner "$bin/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
    -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null \
    || { log "PostgreSQL did not start (see $DIR/server.log)"; exit 0; }
fi
echo "postgresql://postgres@127.0.0.1:$PORT/postgres"
