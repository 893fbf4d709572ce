#!/usr/bin/env bash
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=../lib/common.sh
source "$HERE/lib/common.sh"
# shellcheck source=../lib/rotate.sh
source "$HERE/lib/rotate.sh"
# shellcheck source=../lib/upload.sh
source "$HERE/lib/upload.sh"

load_config
exec >>"$LOG_DIR/backup-$(date +%F).log" 2>&1

today=$(date +%F)
for db in $DATABASES; do
  dir="$BACKUP_DIR/$db"
  mkdir -p "$dir"
  out="$dir/${db}_${today}.sql.gz"
  log "dump $db -> $out"
  if ! pg_dump --no-owner "$db" | gzip -6 >"$out.part"; then
    log "ERROR: pg_dump $db failed"
    rm -f "$out.part"
    continue
  fi
  mv "$out.part" "$out"
  upload_file "$out" "$db/$(basename "$out")"
  rotate_dumps "$dir" "$BACKUP_KEEP"
done

rotate_logs "$LOG_DIR" "$LOG_KEEP"
log "done"
