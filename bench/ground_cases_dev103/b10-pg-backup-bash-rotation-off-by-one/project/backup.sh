#!/usr/bin/env bash
# Nightly PostgreSQL backup: dump, compress, upload to S3, rotate local copies.
# Run from cron: 15 3 * * * /opt/pg-backup/backup.sh >> /var/log/pg-backup.log 2>&1
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=backup.conf
source "${SCRIPT_DIR}/backup.conf"
# shellcheck source=lib/rotate.sh
source "${SCRIPT_DIR}/lib/rotate.sh"
# shellcheck source=lib/notify.sh
source "${SCRIPT_DIR}/lib/notify.sh"

log() { printf '%s %s\n' "$(date '+%F %T')" "$*"; }

on_error() {
  local line="$1"
  log "FAILED at line ${line}"
  notify_slack ":rotating_light: pg-backup failed on $(host_tag) (line ${line}, db ${DB_NAME})"
}
trap 'on_error $LINENO' ERR

main() {
  local stamp file
  stamp="$(date +%Y%m%d-%H%M%S)"
  file="${BACKUP_DIR}/db-${stamp}.sql.gz"
  mkdir -p "$BACKUP_DIR"

  log "dumping ${DB_NAME} -> ${file}"
  pg_dump -U "$DB_USER" --no-owner "$DB_NAME" | gzip -9 > "$file"

  log "uploading to ${S3_BUCKET}"
  aws s3 cp "$file" "${S3_BUCKET}/$(basename "$file")" \
    --storage-class STANDARD_IA --only-show-errors

  rotate_backups "$BACKUP_DIR" "$KEEP_DAYS"
  log "done ($(du -h "$file" | cut -f1))"
}

main "$@"
