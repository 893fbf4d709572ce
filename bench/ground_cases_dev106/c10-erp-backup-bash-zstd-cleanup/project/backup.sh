#!/usr/bin/env bash
# Nightly dump of the ERP database plus uploaded files.
set -euo pipefail

source "$(dirname "$0")/lib/common.sh"
load_conf
require mysqldump tar zstd

STAMP="$(date +%Y%m%d-%H%M)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
trap 'notify "backup failed at line $LINENO (exit $?)"' ERR

ARCHIVE="$BACKUP_DIR/erp-$STAMP.tar.zst"

log "dumping $DB_NAME from $DB_HOST"
mysqldump --single-transaction --quick --routines \
    -h "$DB_HOST" -u "$DB_USER" "$DB_NAME" > "$WORK/$DB_NAME.sql"

log "archiving to $ARCHIVE"
# shellcheck disable=SC2086
tar --use-compress-program='zstd -T0 -3' -cf "$ARCHIVE.part" -C "$WORK" "$DB_NAME.sql" $SRC_DIRS
mv "$ARCHIVE.part" "$ARCHIVE"

size="$(du -h "$ARCHIVE" | cut -f1)"
log "done: $ARCHIVE ($size), $(free_gb "$BACKUP_DIR")G free"

if (( $(free_gb "$BACKUP_DIR") < 20 )); then
    log "WARNING: less than 20G left on $BACKUP_DIR"
fi
