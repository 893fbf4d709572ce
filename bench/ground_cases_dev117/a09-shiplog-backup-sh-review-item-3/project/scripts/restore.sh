#!/usr/bin/env bash
# Restore a dump made by backup.sh into a database (default: a scratch db).
# Usage: scripts/restore.sh path/to/shiplog-<stamp>.sql.gz [target_db]
set -euo pipefail

DUMP="${1:?usage: restore.sh DUMP [target_db]}"
TARGET="${2:-shiplog_restore}"
: "${PGHOST:=localhost}"
: "${PGUSER:=postgres}"
export PGHOST PGUSER

if [ "$TARGET" = "shiplog" ]; then
  read -r -p "Restore over the LIVE database 'shiplog'? type yes: " answer
  [ "$answer" = "yes" ] || { echo "aborted"; exit 1; }
fi

dropdb --if-exists "$TARGET"
createdb "$TARGET"
gunzip -c "$DUMP" | psql --quiet --set ON_ERROR_STOP=1 "$TARGET"
echo "restored $DUMP into $TARGET"
psql -At -c "select count(*) || ' shipments' from shipments" "$TARGET"
