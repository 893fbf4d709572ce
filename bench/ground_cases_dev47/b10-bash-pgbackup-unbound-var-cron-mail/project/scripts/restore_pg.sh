#!/usr/bin/env bash
# Restore the newest (or a given) dump into a scratch database for verification.
# Usage: restore_pg.sh [dump-file] [target-db]
set -euo pipefail

DB_NAME="${DB_NAME:-shop}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"

DUMP="${1:-}"
TARGET="${2:-${DB_NAME}_restore_check}"

if [ -z "$DUMP" ]; then
  DUMP=$(ls -1t "${BACKUP_DIR}/${DB_NAME}"_*.dump 2>/dev/null | head -n 1 || true)
fi
if [ -z "$DUMP" ] || [ ! -f "$DUMP" ]; then
  echo "no dump found in ${BACKUP_DIR}" >&2
  exit 1
fi

echo "restoring ${DUMP} into ${TARGET}"
dropdb --if-exists "$TARGET"
createdb "$TARGET"
pg_restore --no-owner --jobs=4 --dbname="$TARGET" "$DUMP"

ORDERS=$(psql -At -d "$TARGET" -c "SELECT count(*) FROM orders")
echo "orders in restored copy: ${ORDERS}"
if [ "$ORDERS" -eq 0 ]; then
  echo "restored database has no orders, something is wrong" >&2
  exit 1
fi

dropdb "$TARGET"
echo "restore check ok"
