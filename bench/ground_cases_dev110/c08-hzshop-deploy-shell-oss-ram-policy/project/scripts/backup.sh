#!/usr/bin/env bash
# Nightly MySQL dump, uploaded to OSS. Run from cron at 03:10.
set -euo pipefail

cd "$(dirname "$0")/.."
source .env

STAMP=$(date +%Y%m%d-%H%M%S)
OUT="backups/shop-${STAMP}.sql.gz"
LOG="/var/log/hzshop-backup.log"

log() {
  echo "$(date '+%F %T') $*" | tee -a "$LOG"
}

log "dumping ${MYSQL_DATABASE}"
docker compose exec -T mysql \
  mysqldump -uroot -p"${MYSQL_ROOT_PASSWORD}" \
  --single-transaction --routines --triggers "${MYSQL_DATABASE}" | gzip > "$OUT"

size=$(stat -c %s "$OUT")
if [ "$size" -lt 1024 ]; then
  log "dump looks empty (${size} bytes), aborting"
  exit 1
fi

log "uploading to oss://${OSS_BUCKET}/${OSS_PREFIX}/"
ossutil cp "$OUT" "oss://${OSS_BUCKET}/${OSS_PREFIX}/" \
  --endpoint "${OSS_ENDPOINT}" --mode EcsRamRole --ecs-role-name backup-writer

log "done: ${OUT} (${size} bytes)"

# keep only the 7 newest local dumps; OSS has its own lifecycle rule
ls -1t backups/shop-*.sql.gz | tail -n +8 | while read -r old; do
  rm -f -- "$old"
  log "removed local ${old}"
done
