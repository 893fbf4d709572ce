#!/usr/bin/env bash
# PostgreSQL を pg_dump して BACKUP_DIR に置き、古いものを消す。
# cron から毎日実行される (crontab/backup.cron)。

source "$(dirname "$0")/../lib/common.sh"

KEEP="${KEEP:-7}"

main() {
  require_cmd pg_dump gzip
  mkdir -p "$BACKUP_DIR"

  local stamp file
  stamp="$(date '+%Y%m%d-%H%M%S')"
  file="$BACKUP_DIR/${DB_NAME}-${stamp}.sql.gz"

  log "dumping $DB_NAME to $file"
  if ! pg_dump -h "$PGHOST" -U "$PGUSER" --no-owner "$DB_NAME" | gzip -9 > "$file.part"; then
    rm -f "$file.part"
    notify_slack ":x: backup failed: $DB_NAME"
    die "pg_dump failed"
  fi
  mv "$file.part" "$file"

  upload_s3 "$file"
  rotate
  log "done ($(du -h "$file" | cut -f1))"
}

upload_s3() {
  local file=$1
  if [[ -z "${S3_BUCKET:-}" ]]; then
    log "S3_BUCKET not set, skip upload"
    return 0
  fi
  require_cmd aws
  aws s3 cp --only-show-errors --storage-class STANDARD_IA "$file" "s3://${S3_BUCKET}/pg/${file##*/}" \
    || { notify_slack ":warning: s3 upload failed: ${file##*/}"; log "s3 upload failed"; }
}

rotate() {
  log "keeping newest $KEEP dumps"
  ls -1t "$BACKUP_DIR"/"${DB_NAME}"-*.sql.gz | tail -n +"$KEEP" | xargs -r rm -f --
}

main "$@"
