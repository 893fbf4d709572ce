#!/usr/bin/env bash
# Nightly Postgres backup: pg_dump -> gzip -> S3, then retention.
# Run by systemd (deploy/pg-backup.timer) as user `backup` on db-admin-01.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=lib/common.sh
source "$ROOT/lib/common.sh"
# shellcheck source=lib/prune.sh
source "$ROOT/lib/prune.sh"

: "${PGDATABASE:?PGDATABASE must be set}"
BACKUP_DIR=${BACKUP_DIR:-/var/backups/pg}
S3_URL=${S3_URL:-s3://acme-db-backups/$PGDATABASE}
KEEP_DAYS=${KEEP_DAYS:-7}
REMOTE_KEEP_DAYS=${REMOTE_KEEP_DAYS:-30}

main() {
  with_lock /run/lock/pg-backup.lock
  mkdir -p "$BACKUP_DIR"

  local name file started
  name=$(backup_name "$PGDATABASE" "$(date -u +%s)")
  file="$BACKUP_DIR/$name"
  started=$(date -u +%s)

  log_info "dumping $PGDATABASE to $file"
  pg_dump --format=plain --no-owner --no-privileges "$PGDATABASE" | gzip -6 > "$file.part"
  gzip -t "$file.part" || die "gzip -t failed for $file.part, not uploading"
  mv -- "$file.part" "$file"
  log_info "dump done in $(( $(date -u +%s) - started ))s, $(du -h "$file" | cut -f1)"

  log_info "uploading to $S3_URL/$name"
  aws s3 cp --only-show-errors --storage-class STANDARD_IA "$file" "$S3_URL/$name"

  prune_local "$BACKUP_DIR" "$KEEP_DAYS"
  prune_remote "$S3_URL" "$REMOTE_KEEP_DAYS"
  log_info "backup finished"
}

main "$@"
