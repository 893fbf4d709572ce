#!/usr/bin/env bash
# Nightly Postgres backup: dump, compress, upload to S3, prune old local copies.
# Usage: scripts/backup.sh [--keep N]   (reads settings from /etc/shiplog/backup.env)
set -euo pipefail

KEEP=7
while [ $# -gt 0 ]; do
  case "$1" in
    --keep) KEEP="$2"; shift 2 ;;
    --keep=*) KEEP="${1#--keep=}"; shift ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

ENV_FILE="${ENV_FILE:-/etc/shiplog/backup.env}"
if [ -f "$ENV_FILE" ]; then
  # shellcheck source=/dev/null
  source "$ENV_FILE"
fi

STAMP="$(date -u +%Y%m%dT%H%M%SZ)"
OUT="$BACKUP_DIR/shiplog-$STAMP.sql.gz"

log() {
  echo "[backup $(date -u +%H:%M:%S)] $*"
}

mkdir -p "$BACKUP_DIR"

log "dumping $DB_NAME from $DB_HOST"
pg_dump "postgresql://$DB_USER:$DB_PASS@$DB_HOST:5432/$DB_NAME" --no-owner | gzip > "$OUT"
log "wrote $OUT ($(du -h "$OUT" | cut -f1))"

if ! aws s3 cp "$OUT" "s3://$S3_BUCKET/postgres/" --only-show-errors; then
  log "ERROR: upload of $OUT to s3://$S3_BUCKET/postgres/ failed; local copy kept"
  exit 1
fi
log "backup uploaded to s3://$S3_BUCKET/postgres/"

# keep the newest $KEEP local dumps
ls -1t $BACKUP_DIR | tail -n +$((KEEP + 1)) | while read -r old; do
  rm -rf $BACKUP_DIR/$old
done
log "pruned old dumps"
