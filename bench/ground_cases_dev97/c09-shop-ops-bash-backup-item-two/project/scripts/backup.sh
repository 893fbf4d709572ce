#!/usr/bin/env bash
# Nightly Postgres backup, run by cron on db-1:
#   10 3 * * * /opt/shop/scripts/backup.sh >> /var/log/shop-backup.log 2>&1
set -eu

BACKUP_DIR=${BACKUP_DIR:-/backups/postgres}
KEEP=${KEEP:-7}
DB_NAME=${DB_NAME:-shop}
OSS_BUCKET=${OSS_BUCKET:-oss://shop-db-backup}
COMPOSE_FILE=${COMPOSE_FILE:-/opt/shop/docker-compose.yml}

log() {
  echo "[$(date '+%F %T')] $*" >&2
}

dump() {
  local stamp file
  stamp=$(date +%Y%m%d)
  file="$BACKUP_DIR/${DB_NAME}_${stamp}.sql.gz"
  log "dumping $DB_NAME to $file"
  docker compose -f "$COMPOSE_FILE" exec -T db \
    pg_dump -U postgres --no-owner "$DB_NAME" | gzip -6 > "$file"
  ln -sfn "$file" "$BACKUP_DIR/latest.sql.gz"
  echo "$file"
}

rotate() {
  log "keeping the newest $KEEP backups"
  ls -1t "$BACKUP_DIR"/"${DB_NAME}"_*.sql.gz | tail -n +"$((KEEP + 1))" | xargs -r rm -f --
}

upload() {
  local file=$1
  log "uploading $(basename "$file") to $OSS_BUCKET"
  ossutil cp -f "$file" "$OSS_BUCKET/$(basename "$file")"
}

main() {
  mkdir -p "$BACKUP_DIR"
  local file
  file=$(dump)
  upload "$file"
  rotate
  log "done"
}

main "$@"
