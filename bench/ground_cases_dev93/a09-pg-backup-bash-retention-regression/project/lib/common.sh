#!/usr/bin/env bash
# Logging and small helpers shared by the backup scripts. Logs go to stderr,
# which systemd sends to the journal (journalctl -u pg-backup).

log() {
  local level=$1
  shift
  printf '%s %-5s %s\n' "$(date -u +%FT%TZ)" "$level" "$*" >&2
}

log_info() { log INFO "$@"; }
log_warn() { log WARN "$@"; }

die() {
  log ERROR "$@"
  exit 1
}

require_cmd() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" > /dev/null 2>&1 || die "missing command: $cmd"
  done
}

# with_lock FILE: take an exclusive lock for the rest of the script, or exit
# quietly if another run holds it (a slow dump must not overlap the next one).
with_lock() {
  local file=$1
  exec 9> "$file" || die "cannot open lock file $file"
  if ! flock -n 9; then
    log_warn "another run holds $file, exiting"
    exit 0
  fi
}
