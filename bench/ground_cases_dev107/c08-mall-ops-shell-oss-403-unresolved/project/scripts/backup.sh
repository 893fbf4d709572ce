#!/usr/bin/env bash
# 每天凌晨 3 点由 cron 调用：导出 MySQL，压缩后上传到 OSS。
set -euo pipefail

source "$(dirname "$0")/env.sh"

STAMP="$(date +%Y%m%d-%H%M%S)"
WORKDIR="$(mktemp -d)"
mkdir -p "$BACKUP_DIR"
DUMP="$BACKUP_DIR/${DB_NAME}-${STAMP}.sql.gz"
trap 'rm -rf "$WORKDIR"' EXIT

log() {
  echo "[$(date '+%F %T')] $*"
}

log "dumping ${DB_NAME}"
mysqldump --single-transaction --quick --routines \
  -h "$DB_HOST" -u "$DB_USER" "$DB_NAME" | gzip -9 > "$DUMP"

SIZE=$(du -h "$DUMP" | cut -f1)
log "dump done, size ${SIZE}"

DEST="oss://${OSS_BUCKET}/${OSS_PREFIX}/$(date +%Y/%m)/"
log "uploading to ${DEST}"
ossutil cp "$DUMP" "$DEST" --config-file "$OSSUTIL_CONFIG"

log "pruning local copies older than ${KEEP_DAYS} days"
find "$BACKUP_DIR" -name "${DB_NAME}-*.sql.gz" -mtime +"${KEEP_DAYS}" -delete

log "backup finished"
