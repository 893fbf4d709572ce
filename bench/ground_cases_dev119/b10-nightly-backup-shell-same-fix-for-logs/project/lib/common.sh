#!/usr/bin/env bash
# Logging and config helpers shared by the backup scripts.

LOG_FILE="${LOG_FILE:-/var/log/nightly-backup/backup.log}"

log_info() {
  printf '%s [INFO] %s\n' "$(date '+%F %T')" "$*" | tee -a "$LOG_FILE"
}

log_error() {
  printf '%s [ERROR] %s\n' "$(date '+%F %T')" "$*" | tee -a "$LOG_FILE" >&2
}

load_config() {
  local conf="$1"
  if [[ ! -r "$conf" ]]; then
    log_error "config not readable: $conf"
    exit 1
  fi
  # shellcheck source=/dev/null
  source "$conf"
  : "${BACKUP_DIR:?BACKUP_DIR is not set}"
  : "${SOURCES:?SOURCES is not set}"
  KEEP_DAYS="${KEEP_DAYS:-7}"
  LOG_KEEP_DAYS="${LOG_KEEP_DAYS:-30}"
}

require_cmd() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || { log_error "missing command: $cmd"; exit 1; }
  done
}
