#!/usr/bin/env bash
# MySQL 全量备份：mysqldump | gzip 到 $BACKUP_DIR，失败重试，保留最近 N 天，结果推企业微信
# pipefail: 管道里 mysqldump 失败时整个管道返回非 0
set -euo pipefail

BACKUP_DIR="${BACKUP_DIR:-/backup/mysql}"
KEEP_DAYS="${BACKUP_KEEP_DAYS:-7}"
RETRIES="${BACKUP_RETRIES:-3}"
DB_HOST="${DB_HOST:?DB_HOST is required}"
DB_USER="${DB_USER:-backup}"
DATABASES="${DATABASES:-mall_order mall_user mall_goods}"

source "$(dirname "$0")/lib/notify.sh"

ts="$(date +%Y%m%d_%H%M%S)"
mkdir -p "$BACKUP_DIR"

dump_one() {
  local db="$1"
  local out="$BACKUP_DIR/${db}_${ts}.sql.gz"
  mysqldump -h "$DB_HOST" -u "$DB_USER" -p"$DB_PASSWORD" \
    --single-transaction --routines --triggers --set-gtid-purged=OFF "$db" | gzip > "$out"
}

failed=()
for db in $DATABASES; do
  ok=0
  for i in $(seq 1 "$RETRIES"); do
    if dump_one "$db"; then
      ok=1
      break
    fi
    echo "[$(date +%T)] dump $db failed (attempt $i/$RETRIES), retry in 30s" >&2
    sleep 30
  done
  [ "$ok" -eq 1 ] || failed+=("$db")
done

# 清理过期备份
find "$BACKUP_DIR" -name '*.sql.gz' -mtime +"${KEEP_DAY}" -delete

if [ "${#failed[@]}" -gt 0 ]; then
  notify "❌ MySQL 备份失败: ${failed[*]} ($(hostname))"
  exit 1
fi
notify "✅ MySQL 备份完成 ${ts}，$(du -sh "$BACKUP_DIR" | cut -f1)"
