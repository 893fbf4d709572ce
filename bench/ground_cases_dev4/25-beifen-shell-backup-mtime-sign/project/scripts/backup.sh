#!/usr/bin/env bash
# Nightly PostgreSQL dump with 7 days of retention.
set -euo pipefail

BACKUP_DIR="${BACKUP_DIR:-/var/backups/beifen}"
STAMP="$(date +%Y%m%d)"
mkdir -p "$BACKUP_DIR"

# drop dumps older than a week
find "$BACKUP_DIR" -name '*.sql.gz' -mtime -7 -delete

pg_dump --no-owner "$DATABASE_URL" | gzip -6 > "$BACKUP_DIR/beifen-$STAMP.sql.gz"
echo "backup written: $BACKUP_DIR/beifen-$STAMP.sql.gz"
