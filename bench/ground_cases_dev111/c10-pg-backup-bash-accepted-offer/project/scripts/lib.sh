#!/usr/bin/env bash
# shared helpers for backup.sh / restore.sh
set -euo pipefail

BACKUP_DIR="${BACKUP_DIR:-/var/backups/pg}"
PGHOST="${PGHOST:-127.0.0.1}"
PGUSER="${PGUSER:-backup}"
KEEP_DAYS="${KEEP_DAYS:-7}"

log() {
  printf '%s %s [%s] %s\n' "$(date '+%F %T')" "$(hostname -s)" "${0##*/}" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

require() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || die "missing command: $cmd"
  done
}

stamp() {
  date '+%Y%m%d-%H%M%S'
}

latest_dump() {
  local db="$1"
  ls -1t "$BACKUP_DIR/$db"-*.sql.gz 2>/dev/null | head -n1
}
