#!/usr/bin/env bash
# Nightly MySQL backup: dump, gzip, upload to OSS, prune old local copies.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=lib/common.sh
source "$HERE/lib/common.sh"

load_env "${BACKUP_ENV:-/etc/ops/backup.env}"
require mysqldump gzip ossutil

: "${BACKUP_DIR:=/data/backup}"
: "${KEEP_DAYS:=7}"
: "${MODE:=daily}"

mkdir -p "$BACKUP_DIR"
target="$BACKUP_DIR/db-$MODE-$(stamp).sql.gz"

if [[ -f $target ]]; then
  log WARN "backup already exists: $target"
  exit 0
fi

log INFO "dumping $DB_NAME to $target"
mysqldump --single-transaction --routines --triggers \
  -h "$DB_HOST" -u "$DB_USER" -p"$DB_PASS" "$DB_NAME" | gzip -6 > "$target.tmp"
mv "$target.tmp" "$target"

upload_ok=0
for attempt in 1 2 3; do
  if ossutil cp -f "$target" "oss://$OSS_BUCKET/mysql/$(basename "$target")" >/dev/null; then
    upload_ok=1
    break
  fi
  log WARN "upload attempt $attempt failed"
  [[ $attempt -lt 3 ]] && sleep 10
done
if [[ $upload_ok -ne 1 ]]; then
  notify "backup upload failed: $target"
  die "upload failed after 3 attempts"
fi

find "$BACKUP_DIR" -name 'db-*.sql.gz' -mtime +"$KEEP_DAYS" -print -delete | while read -r f; do
  log INFO "pruned $f"
done

log INFO "backup done: $(du -h "$target" | cut -f1)"
notify "backup ok: $(basename "$target")"
