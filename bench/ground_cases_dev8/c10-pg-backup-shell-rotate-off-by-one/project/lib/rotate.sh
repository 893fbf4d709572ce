# shellcheck shell=bash

# rotate_dumps DIR KEEP: keep the newest KEEP dumps in DIR, delete older ones.
rotate_dumps() {
  local dir=$1 keep=$2 f
  ls -1t "$dir"/*.sql.gz 2>/dev/null | tail -n "+$keep" | while read -r f; do
    log "rotate: removing $f"
    rm -f -- "$f"
  done
}

# rotate_logs DIR KEEP: keep the newest KEEP log files in DIR.
rotate_logs() {
  local dir=$1 keep=$2 f
  ls -1t "$dir"/backup-*.log 2>/dev/null | tail -n "+$((keep + 1))" | while read -r f; do
    rm -f -- "$f"
  done
}
