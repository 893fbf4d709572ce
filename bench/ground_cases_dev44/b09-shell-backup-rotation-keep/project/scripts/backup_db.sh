#!/usr/bin/env bash
# 本番DBの論理バックアップ。cron から毎日実行される (deploy/crontab)
set -euo pipefail

BACKUP_DIR="${BACKUP_DIR:-/var/backups/pg}"
KEEP="${KEEP:-7}"
DB_NAME="${DB_NAME:-app_production}"
S3_BUCKET="${S3_BUCKET:-}"

# サーバーは UTC だが、ファイル名とログは JST で揃える
export TZ=Asia/Tokyo

log() { echo "[$(date '+%F %T')] $*"; }

mkdir -p "$BACKUP_DIR"
stamp="$(date +%Y%m%d-%H%M)"
file="$BACKUP_DIR/${DB_NAME}-${stamp}.dump"

log "dump start: $file"
pg_dump --format=custom --no-owner --dbname="$DB_NAME" --file="$file.tmp"
mv "$file.tmp" "$file"
chmod 600 "$file"
log "dump done: $(du -h "$file" | cut -f1)"

if [[ -n "$S3_BUCKET" ]]; then
  aws s3 cp "$file" "s3://$S3_BUCKET/pg/$(basename "$file")" --only-show-errors
  log "uploaded to s3://$S3_BUCKET/pg/"
fi

# 古い世代を削除 (新しい順に KEEP 個残す)
ls -1t "$BACKUP_DIR"/"${DB_NAME}"-*.dump | tail -n +"$KEEP" | xargs -r rm -f
log "rotation done: $(ls -1 "$BACKUP_DIR"/"${DB_NAME}"-*.dump | wc -l) files kept"
