#!/usr/bin/env bash
# Nightly PostgreSQL backup: pg_dump -> local dir -> S3, then prune old local dumps.
# Run from cron as the postgres user (see cron/pgbackup.cron).
set -euo pipefail

# ---- config (override from the environment) --------------------------------
DB_NAME="${DB_NAME:-shop}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
S3_BUCKET="${S3_BUCKET:-s3://acme-db-backups/shop}"
BACKUP_RETENTION_DAYS="${BACKUP_RETENTION_DAYS:-7}"
LOG_TAG="pgbackup"

log() {
  logger -t "$LOG_TAG" "$*"
  echo "$(date '+%F %T') $*"
}

fail() {
  log "ERROR: $*"
  exit 1
}

# ---- dump --------------------------------------------------------------------
mkdir -p "$BACKUP_DIR"
STAMP="$(date +%F_%H%M)"
DUMP="${BACKUP_DIR}/${DB_NAME}_${STAMP}.dump"

log "dumping ${DB_NAME} to ${DUMP}"
pg_dump --format=custom --compress=6 --no-owner --file="$DUMP" "$DB_NAME" \
  || fail "pg_dump failed"

SIZE=$(stat -c %s "$DUMP")
if [ "$SIZE" -lt 1048576 ]; then
  fail "dump is only ${SIZE} bytes, refusing to upload"
fi

# ---- upload ------------------------------------------------------------------
log "uploading to ${S3_BUCKET}"
aws s3 cp --only-show-errors --storage-class STANDARD_IA "$DUMP" "${S3_BUCKET}/" \
  || fail "upload failed"

# ---- prune -------------------------------------------------------------------
log "pruning local dumps older than ${BACKUP_RETENTION_DAYS} days"
find "$BACKUP_DIR" -name "${DB_NAME}_*.dump" -type f -mtime +"${KEEP_DAYS}" -print -delete

log "done (${SIZE} bytes)"
