#!/usr/bin/env bash
# Nightly logical backup of the CRM database: pg_dump -> $BACKUP_DIR -> S3 (STANDARD_IA).
set -euo pipefail

here=$(dirname "$(readlink -f "$0")")
# shellcheck source=../lib/common.sh
source "$here/../lib/common.sh"

dump() {
  local file=$1
  log "dumping $PGDATABASE to $file"
  if ! pg_dump --format=custom --no-owner --file="$file" "$PGDATABASE"; then
    notify "pg-backup: pg_dump failed on $(hostname)"
    rm -f "$file"
    exit 1
  fi
}

verify() {
  local file=$1
  if ! pg_restore --list "$file" >/dev/null; then
    notify "pg-backup: $file is not a readable dump on $(hostname)"
    exit 1
  fi
  sha256sum "$file" >"$file.sha256"
}

upload() {
  local file=$1
  log "uploading $(basename "$file") ($(du -h "$file" | cut -f1)) to s3://$S3_BUCKET/$S3_PREFIX/"
  aws s3 cp --only-show-errors --storage-class STANDARD_IA "$file" "s3://$S3_BUCKET/$S3_PREFIX/" || log "upload failed: $file"
  aws s3 cp --only-show-errors "$file.sha256" "s3://$S3_BUCKET/$S3_PREFIX/" || true
}

main() {
  load_env
  acquire_lock
  local file
  file="$BACKUP_DIR/crm-$(date +%Y%m%d-%H%M).dump"
  dump "$file"
  verify "$file"
  upload "$file"
  "$here/rotate.sh"
  log "backup finished: $(basename "$file")"
}

main "$@"
