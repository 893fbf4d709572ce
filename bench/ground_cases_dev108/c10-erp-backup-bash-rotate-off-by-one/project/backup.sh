#!/usr/bin/env bash
# Nightly backup: dump the database, tar the upload dirs, keep the newest $KEEP archives.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CONF="${CONF:-$HERE/backup.conf}"

# shellcheck source=backup.conf
source "$CONF"
source "$HERE/lib/rotate.sh"
source "$HERE/lib/notify.sh"

STAMP="$(date +%Y%m%d-%H%M%S)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }

DRY_RUN=0
for arg in "$@"; do
    case "$arg" in
        --dry-run) DRY_RUN=1 ;;
        *) echo "usage: $0 [--dry-run]" >&2; exit 2 ;;
    esac
done

# run CMD... -> execute, or only print it with --dry-run
run() {
    if (( DRY_RUN )); then
        log "dry-run: $*"
    else
        "$@"
    fi
}

main() {
    mkdir -p "$DEST"
    log "dumping database $DB_NAME"
    run pg_dump -U "$DB_USER" -Fc "$DB_NAME" -f "$WORK/$DB_NAME.dump"

    log "archiving $SRC_DIRS"
    # shellcheck disable=SC2086
    run tar --zstd -cf "$DEST/erp-$STAMP.tar.zst" -C "$WORK" "$DB_NAME.dump" $SRC_DIRS

    log "rotating, keeping $KEEP"
    if (( DRY_RUN )); then
        log "dry-run: would rotate $DEST keeping $KEEP"
        return 0
    fi
    rotate "$DEST" "$KEEP"

    notify "ERP backup ok: erp-$STAMP.tar.zst ($(du -h "$DEST/erp-$STAMP.tar.zst" | cut -f1))"
}

if ! main; then
    notify "ERP backup FAILED on $(hostname)"
    exit 1
fi
