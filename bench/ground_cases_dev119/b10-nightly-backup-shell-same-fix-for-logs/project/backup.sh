#!/usr/bin/env bash
# Nightly backup of the app's uploads and the PostgreSQL dump.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$HERE/lib/common.sh"
source "$HERE/lib/rotate.sh"

DRY_RUN=0
if [[ "${1:-}" == "--dry-run" ]]; then
  DRY_RUN=1
  shift
fi

CONFIG="${1:-$HERE/config/backup.conf}"
load_config "$CONFIG"

if [[ "$DRY_RUN" == 1 ]]; then
  prune_backups "$BACKUP_DIR"
  exit 0
fi
require_cmd tar gzip zstd pg_dump

stamp="$(date '+%Y%m%d_%H%M%S')"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

log_info "dumping database ${PGDATABASE}"
pg_dump --format=custom --file="$work/db.dump" "$PGDATABASE"

archive="$BACKUP_DIR/backup_${stamp}.tar.zst"
log_info "creating ${archive}"
# shellcheck disable=SC2086  # SOURCES is a space separated list on purpose
tar --zstd -cf "$archive" -C "$work" db.dump ${SOURCES}

prune_backups "$BACKUP_DIR"
rotate_logs "$(dirname "$LOG_FILE")"

log_info "done: $(basename "$archive") ($(du -h "$archive" | cut -f1)), backups now $(disk_usage "$BACKUP_DIR")"
