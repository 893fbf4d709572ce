#!/usr/bin/env bash
# Nightly Postgres dump on the production host (cron: 30 3 * * *).
# Dumps are compressed with zstd and kept for KEEP_DAYS days.
set -euo pipefail

DIR=/srv/kanban
BACKUP_DIR="${BACKUP_DIR:-/srv/backups/kanban}"
KEEP_DAYS="${KEEP_DAYS:-7}"
STAMP="$(date +%Y%m%d-%H%M)"
OUT="$BACKUP_DIR/kanban-$STAMP.sql.zst"

log() { printf '[%s] %s\n' "$(date '+%F %T')" "$*"; }

mkdir -p "$BACKUP_DIR"

log "dumping to $OUT"
cd "$DIR"
docker compose exec -T postgres sh -c 'pg_dump -U "$POSTGRES_USER" "$POSTGRES_DB"' | zstd -q -T0 -o "$OUT"

if [ ! -s "$OUT" ]; then
  log "dump is empty, keeping old backups"
  exit 1
fi

log "removing dumps older than $KEEP_DAYS days"
find "$BACKUP_DIR" -maxdepth 1 -type f \( -name 'kanban-*.sql.zst' -o -name 'kanban-*.sql.gz' \) \
  -mtime +"$KEEP_DAYS" -print -delete

log "uploading to OSS"
ossutil cp "$OUT" "oss://kanbanyun-backups/db/" --update >/dev/null

log "done: $(du -h "$OUT" | cut -f1)"
