#!/usr/bin/env bash
# Dump the Nextcloud database next to the data so restic picks it up.
set -euo pipefail

DUMP_DIR=/srv/backup-staging/pg
mkdir -p "$DUMP_DIR"
docker exec "${PG_CONTAINER}" pg_dumpall -U postgres | gzip -6 > "$DUMP_DIR/all.sql.gz.partial"
mv "$DUMP_DIR/all.sql.gz.partial" "$DUMP_DIR/all.sql.gz"
