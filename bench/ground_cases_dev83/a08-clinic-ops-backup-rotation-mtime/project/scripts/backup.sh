#!/usr/bin/env bash
# Nightly logical backup of the clinic database. Run from /etc/cron.d/clinic-backup on db1.
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "$0")/lib/common.sh"

BACKUP_DIR=${BACKUP_DIR:-/var/backups/clinic}
DB_NAME=${DB_NAME:-clinic}
KEEP_DAYS=${KEEP_DAYS:-14}
STAMP=$(date +%Y%m%d-%H%M)
TARGET="$BACKUP_DIR/db-$STAMP.sql.gz"

dump_database() {
  log "dumping $DB_NAME to $TARGET"
  pg_dump --no-owner --format=plain "$DB_NAME" | gzip -6 > "$TARGET.part"
  mv "$TARGET.part" "$TARGET"
}

verify_dump() {
  local size
  size=$(stat -c %s "$TARGET")
  if (( size < 1024 )); then
    die "dump is suspiciously small ($size bytes)"
  fi
  gzip -t "$TARGET"
}

upload_offsite() {
  if [[ -z "${OFFSITE_BUCKET:-}" ]]; then
    log "OFFSITE_BUCKET not set, skipping upload"
    return 0
  fi
  aws s3 cp --only-show-errors "$TARGET" "s3://$OFFSITE_BUCKET/$(hostname -s)/"
}

rotate_backups() {
  local removed
  removed=$(find "$BACKUP_DIR" -maxdepth 1 -name 'db-*.sql.gz' -mtime -"$KEEP_DAYS" -print -delete | wc -l)
  log "rotation removed $removed dump(s) older than $KEEP_DAYS days"
}

main() {
  mkdir -p "$BACKUP_DIR"
  dump_database
  verify_dump
  upload_offsite
  rotate_backups
  log "backup finished: $(du -h "$TARGET" | cut -f1)"
  if [[ -n "${HC_URL:-}" ]]; then
    curl -fsS -m 10 --retry 3 "$HC_URL" >/dev/null || log "healthcheck ping failed"
  fi
}

main "$@"
