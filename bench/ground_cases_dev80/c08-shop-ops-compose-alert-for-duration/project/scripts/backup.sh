#!/usr/bin/env bash
# Nightly Postgres dump, run from cron on the host:
#   15 3 * * * /srv/shop/scripts/backup.sh >> /var/log/shop-backup.log 2>&1
set -euo pipefail

BACKUP_DIR=/srv/data/backups
RETENTION_DAYS=14
STAMP=$(date +%Y%m%d-%H%M%S)

mkdir -p "$BACKUP_DIR"
docker compose -f /srv/shop/docker-compose.yml exec -T postgres \
  pg_dump -U shop -Fc shop > "$BACKUP_DIR/shop-$STAMP.dump"

find "$BACKUP_DIR" -name 'shop-*.dump' -mtime +"$RETENTION_DAYS" -delete
echo "$(date -Is) backup ok: shop-$STAMP.dump"
