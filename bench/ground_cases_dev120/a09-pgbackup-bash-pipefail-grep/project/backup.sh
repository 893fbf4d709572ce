#!/usr/bin/env bash
# Nightly Postgres backup to S3. Run by systemd (see systemd/backup.service).
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
source "$HERE/config/backup.env"
source "$HERE/lib/notify.sh"

trap 'notify "backup FAILED at line $LINENO (exit $?)"' ERR

STAMP="$(date -u +%Y-%m-%dT%H%M%SZ)"
WORKDIR="${WORKDIR:-/var/backups/pg}"
DUMP="$WORKDIR/${PGDATABASE}_${STAMP}.sql.gz"

mkdir -p "$WORKDIR"

log() {
  echo "[backup] $*"
}

log "checking old snapshots"
cutoff="$(date -u -d "-${RETENTION_DAYS:-14} days" +%Y-%m-%d)"
old_count=$(aws s3 ls "s3://$BUCKET/$PREFIX/" | awk -v c="$cutoff" '$1 < c {print $4}' | grep -c '\.sql\.gz$')
log "$old_count snapshot(s) older than $cutoff"
aws s3 ls "s3://$BUCKET/$PREFIX/" | awk -v c="$cutoff" '$1 < c {print $4}' | while read -r key; do
  [ -n "$key" ] && aws s3 rm "s3://$BUCKET/$PREFIX/$key"
done
find "$WORKDIR" -name '*.sql.gz' -mtime +2 -delete

log "dumping $PGDATABASE"
pg_dump --no-owner --format=plain "$PGDATABASE" | gzip -9 > "$DUMP"

log "uploading $(du -h "$DUMP" | cut -f1)"
aws s3 cp "$DUMP" "s3://$BUCKET/$PREFIX/$(basename "$DUMP")" --only-show-errors

notify "backup ok: $(basename "$DUMP")"
log "done"
