#!/usr/bin/env bash
# Delete local dumps older than KEEP_DAYS. S3 keeps 90 days through the bucket's lifecycle rule
# (managed in the infra repo), so nothing is deleted there from here.
set -euo pipefail

here=$(dirname "$(readlink -f "$0")")
# shellcheck source=../lib/common.sh
source "$here/../lib/common.sh"

load_env

keep=${KEEP_DAYS}
if ! [[ "$keep" =~ ^[0-9]+$ ]] || ((keep < 1)); then
  log "rotate: KEEP_DAYS must be a positive integer, got '$keep'"
  exit 1
fi

if [[ ! -d "$BACKUP_DIR" ]]; then
  log "rotate: $BACKUP_DIR does not exist, nothing to do"
  exit 0
fi

mapfile -t old < <(find "$BACKUP_DIR" -maxdepth 1 -name 'crm-*.dump' -mtime +"$keep" | sort)

if ((${#old[@]} == 0)); then
  log "rotate: nothing older than $keep days"
  exit 0
fi

for file in "${old[@]}"; do
  rm -f -- "$file" "$file.sha256"
  log "rotate: removed $(basename "$file")"
done

left=$(find "$BACKUP_DIR" -maxdepth 1 -name 'crm-*.dump' | wc -l)
log "rotate: removed ${#old[@]} dump(s), $left left"
