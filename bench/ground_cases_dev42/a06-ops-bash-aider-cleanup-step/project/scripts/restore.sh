#!/usr/bin/env bash
# Restore a dump made by pg_backup.sh into a (new) database.
#   restore.sh shop-2025-11-20T0300Z.sql.gz shop_restore
# The file is taken from BACKUP_DIR, or fetched from S3 when it isn't there.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"

BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
S3_PREFIX="${S3_PREFIX:-pg/$(hostname -s)}"

[[ $# -eq 2 ]] || die "usage: $(basename "$0") <dump file name> <target database>"
name="$1"
target="$2"

require_cmd psql createdb gunzip
file="$BACKUP_DIR/$name"
if [[ ! -f "$file" ]]; then
    : "${S3_BUCKET:?S3_BUCKET must be set to fetch from S3}"
    require_cmd aws
    log "fetching $name from s3://$S3_BUCKET/$S3_PREFIX/"
    file="$(mktemp --suffix=.sql.gz)"
    trap 'rm -f "$file"' EXIT
    aws s3 cp --only-show-errors "s3://$S3_BUCKET/$S3_PREFIX/$name" "$file"
fi

if psql -lqt | cut -d'|' -f1 | grep -qw "$target"; then
    die "database $target already exists, pick a new name"
fi
createdb "$target"
log "restoring $name into $target"
gunzip -c "$file" | psql --quiet --set ON_ERROR_STOP=1 "$target"
log "done"
