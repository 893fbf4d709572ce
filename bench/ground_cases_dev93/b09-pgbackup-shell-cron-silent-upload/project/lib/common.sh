#!/usr/bin/env bash
# Shared helpers for the pg-backup jobs. Source it; do not run it.

LOCK_FILE=${LOCK_FILE:-/var/lock/pg-backup.lock}
ENV_FILE=${ENV_FILE:-/etc/pg-backup/backup.env}

log() {
  printf '%s pg-backup: %s\n' "$(date --iso-8601=seconds)" "$*"
}

# Post to #ops-alerts. Never fails the caller: an alert that cannot be sent is only logged.
notify() {
  local text=$1
  if [[ -z "${SLACK_WEBHOOK_URL:-}" ]]; then
    log "no SLACK_WEBHOOK_URL, alert not sent: $text"
    return 0
  fi
  curl -fsS -m 10 -H 'Content-Type: application/json' \
    -d "{\"text\": \"${text//\"/\\\"}\"}" "$SLACK_WEBHOOK_URL" >/dev/null \
    || log "could not post alert: $text"
}

load_env() {
  if [[ -r "$ENV_FILE" ]]; then
    # shellcheck disable=SC1090
    source "$ENV_FILE"
  fi
  : "${PGDATABASE:?PGDATABASE is not set}"
  : "${BACKUP_DIR:?BACKUP_DIR is not set}"
  : "${S3_BUCKET:?S3_BUCKET is not set}"
  S3_PREFIX=${S3_PREFIX:-crm}
  KEEP_DAYS=${KEEP_DAYS:-7}
}

# backup.sh and maintenance.sh share one lock: never dump while VACUUM FULL runs.
acquire_lock() {
  exec 9>"$LOCK_FILE"
  if ! flock -w 1800 9; then
    log "could not get $LOCK_FILE within 30 min, giving up"
    notify "pg-backup: $(basename "$0") gave up waiting for the lock on $(hostname)"
    exit 1
  fi
}
