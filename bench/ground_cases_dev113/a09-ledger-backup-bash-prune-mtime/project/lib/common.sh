#!/usr/bin/env bash
# Shared settings and helpers for the backup scripts.

: "${DEST:=/var/backups/ledger}"
: "${KEEP_DAYS:=30}"
: "${PGDATABASE:=ledger}"
: "${LOG_FILE:=/var/log/ledger-backup.log}"

log() {
  local line
  line="$(date -u +%FT%TZ) $*"
  echo "$line"
  if [[ -w "$(dirname "$LOG_FILE")" ]]; then
    echo "$line" >> "$LOG_FILE"
  fi
}

notify_failure() {
  local msg="ledger backup FAILED on $(hostname): $*"
  if [[ -n "${SLACK_WEBHOOK:-}" ]]; then
    curl -fsS -X POST -H 'Content-Type: application/json' \
      --data "{\"text\": \"$msg\"}" "$SLACK_WEBHOOK" >/dev/null || log "slack notify failed"
  fi
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

latest_dump() {
  ls -1t "$DEST"/ledger-*.sql.gz 2>/dev/null | head -n1
}
