#!/usr/bin/env bash
# Delete archives older than RETENTION_DAYS; never touch the newest three.
set -euo pipefail

source "$(dirname "$0")/lib/common.sh"
load_conf

KEEP_MIN=3
ARCHIVE_GLOB='erp-*.tar.gz'

# shellcheck disable=SC2086
mapfile -t all < <(ls -1t "$BACKUP_DIR"/$ARCHIVE_GLOB 2>/dev/null || true)
if (( ${#all[@]} <= KEEP_MIN )); then
    log "only ${#all[@]} archives, nothing to do"
    exit 0
fi

protected=("${all[@]:0:KEEP_MIN}")

is_protected() {
    local f
    for f in "${protected[@]}"; do
        [[ "$f" == "$1" ]] && return 0
    done
    return 1
}

removed=0
while IFS= read -r -d '' old; do
    is_protected "$old" && continue
    rm -f -- "$old"
    log "removed $old"
    removed=$((removed + 1))
done < <(find "$BACKUP_DIR" -maxdepth 1 -name "$ARCHIVE_GLOB" -mtime +"$RETENTION_DAYS" -print0)

log "cleanup done: $removed removed, $(free_gb "$BACKUP_DIR")G free"
