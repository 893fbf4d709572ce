#!/usr/bin/env bash
# 每小时全量备份 ERP 数据库，本地保留 KEEP_DAYS 天，每天 02 点那一份上传到 OSS
set -eu

cd "$(dirname "$0")"
source ../backup.env

TS=$(date +%Y%m%d_%H%M)
FILE="$BACKUP_DIR/${DB_NAME}_${TS}.sql.gz"

mkdir -p "$BACKUP_DIR"
docker exec -i "$PG_CONTAINER" pg_dump -U "$DB_USER" -d "$DB_NAME" --no-owner | gzip -6 > "$FILE"
echo "[$(date '+%F %T')] dump ok: $FILE ($(du -h "$FILE" | cut -f1))"

if [ "$(date +%H)" = "02" ]; then
  ./upload_oss.sh "$FILE"
fi

# 清理过期的本地备份
find "$BACKUP_DIR" -name "${DB_NAME}_*.sql.gz" -mmin +"$KEEP_DAYS" -delete
echo "[$(date '+%F %T')] cleanup done, $(ls "$BACKUP_DIR" | wc -l) files kept"
