#!/usr/bin/env bash
# Nightly logical backup of one database, gzipped, with retention.
# Usage: pg_backup.sh DBNAME
set -eu

DB_NAME="${1:-}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
KEEP_DAYS="${KEEP_DAYS:-14}"
HOST="${PGHOST:-localhost}"
USER_NAME="${PGUSER:-backup}"

stamp="$(date +%Y%m%d-%H%M%S)"
out="${BACKUP_DIR}/$(hostname -s)-${stamp}.sql.gz"

log() {
    echo "$(date -Is) pg_backup: $*"
}

log "starting backup of '${DB_NAME}' to ${out}"

pg_dump -h "$HOST" -U "$USER_NAME" --no-owner --format=plain "$DB_NAME" | gzip -6 > "$out"

size="$(stat -c %s "$out")"
log "wrote ${out} (${size} bytes)"

if [ "$size" -lt 1024 ]; then
    log "WARNING: backup is suspiciously small"
fi

find "$BACKUP_DIR" -name '*.sql.gz' -mtime +"$KEEP_DAYS" -print -delete | while read -r old; do
    log "removed old backup ${old}"
done

log "done"
