#!/usr/bin/env bash
# 共通関数。各スクリプトから source する。

set -euo pipefail

: "${BACKUP_DIR:=/var/backups/pg}"
: "${PGHOST:=localhost}"
: "${PGUSER:=app}"
: "${DB_NAME:=app_production}"

log() {
  printf '%s [%s] %s\n' "$(date '+%Y-%m-%d %H:%M:%S')" "${0##*/}" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

require_cmd() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || die "command not found: $cmd"
  done
}

notify_slack() {
  local text=$1
  [[ -z "${SLACK_WEBHOOK_URL:-}" ]] && return 0
  curl -fsS -X POST -H 'Content-Type: application/json' \
    --data "{\"text\": \"${text}\"}" "$SLACK_WEBHOOK_URL" >/dev/null || log "slack notify failed"
}
