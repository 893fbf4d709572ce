#!/usr/bin/env bash
# Nightly database + uploads backup to the NAS.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CONFIG="${CONFIG:-$SCRIPT_DIR/config.env}"
# shellcheck source=config.env.example
source "$CONFIG"
source "$SCRIPT_DIR/lib/notify.sh"

STAMP="$(date +%Y-%m-%d_%H%M)"
KEEP_DAYS="${KEEP_DAYS:-14}"
SKIP_UPLOADS=0

for arg in "$@"; do
    case "$arg" in
        --skip-uploads) SKIP_UPLOADS=1 ;;
        *) echo "usage: $0 [--skip-uploads]" >&2; exit 2 ;;
    esac
done

log() {
    printf '%s %s\n' "$(date -Is)" "$*" >&2
}

dump_database() {
    local out="$1"
    log "dumping $PGDATABASE to $out"
    pg_dump --format=custom --no-owner --file="$out" "$PGDATABASE"
}

sync_uploads() {
    local dest="$1"
    log "syncing uploads to $dest"
    rsync -a --delete "$UPLOADS_DIR/" "$dest/uploads/"
}

prune_old() {
    log "removing backups older than $KEEP_DAYS days"
    find "$BACKUP_ROOT" -maxdepth 1 -type d -name '20*' -mtime +"$KEEP_DAYS" -exec rm -rf {} +
}

main() {
    local target="$BACKUP_DIR/$STAMP"
    mkdir -p "$target"
    dump_database "$target/db.dump"
    if [[ "$SKIP_UPLOADS" -eq 1 ]]; then
        log "skipping uploads (--skip-uploads)"
    else
        sync_uploads "$target"
    fi
    prune_old
    notify "backup $STAMP ok ($(du -sh "$target" | cut -f1))"
}

trap 'notify "backup $STAMP FAILED (line $LINENO)"' ERR
main "$@"
