#!/usr/bin/env bash
# Shared helpers for the deploy scripts. Source it, do not run it.

log() {
  echo "[deploy $(date '+%F %T')] $*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

require_cmd() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || die "missing command: $cmd"
  done
}

wait_healthy() {
  local url="$1" tries="${2:-30}"
  local i
  for ((i = 1; i <= tries; i++)); do
    if curl -fsS "$url" >/dev/null; then
      log "healthy after ${i}s"
      return 0
    fi
    sleep 1
  done
  die "not healthy after ${tries}s: $url"
}
