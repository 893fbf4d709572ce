#!/usr/bin/env bash
# Local rotation helpers. Sourced by backup.sh.

# list_backups DIR: newest first, one path per line
list_backups() {
  local dir="$1"
  ls -1t "$dir"/db-*.sql.gz 2>/dev/null || true
}

# rotate_backups DIR KEEP: keep the KEEP newest dumps, delete the rest
rotate_backups() {
  local dir="$1" keep="$2"
  if ! [[ "$keep" =~ ^[0-9]+$ ]] || (( keep < 1 )); then
    echo "rotate_backups: bad keep count: $keep" >&2
    return 1
  fi
  list_backups "$dir" | tail -n +"$keep" | while read -r old; do
    rm -f -- "$old"
    echo "rotated out $(basename "$old")"
  done
}

# prune_empty DIR: remove zero-byte dumps left by a killed run
prune_empty() {
  local dir="$1"
  find "$dir" -maxdepth 1 -name 'db-*.sql.gz' -size 0 -print -delete
}

# disk_free_mb DIR
disk_free_mb() {
  df -Pm "$1" | awk 'NR==2 {print $4}'
}
