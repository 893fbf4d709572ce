#!/usr/bin/env bash
# Deleting old backups and old log files. Sourced by backup.sh.

# prune_backups DIR: delete archives older than KEEP_DAYS days (only list them when DRY_RUN=1).
prune_backups() {
  local dir="$1"
  if [[ "${DRY_RUN:-0}" == 1 ]]; then
    log_info "dry run: backups older than ${KEEP_DAYS} days in ${dir} that would be deleted:"
    find "$dir" -maxdepth 1 -type f \( -name '*.tar.gz' -o -name '*.tar.zst' \) -mtime +"$KEEP_DAYS" -print
    return 0
  fi
  log_info "pruning backups older than ${KEEP_DAYS} days in ${dir}"
  find "$dir" -maxdepth 1 -type f \( -name '*.tar.gz' -o -name '*.tar.zst' \) -mtime +"$KEEP_DAYS" -print -delete \
    | while read -r f; do log_info "deleted ${f}"; done
}

# rotate_logs DIR: compress yesterday's logs and delete logs older than LOG_KEEP_DAYS days.
rotate_logs() {
  local dir="$1"
  find "$dir" -maxdepth 1 -type f -name '*.log' ! -name "$(basename "$LOG_FILE")" -mtime +0 -exec gzip -f {} \;
  find "$dir" -maxdepth 1 -type f -name '*.log.gz' -mmin +"$LOG_KEEP_DAYS" -delete
}

# disk_usage DIR: human readable size of DIR, for the summary line.
disk_usage() {
  du -sh "$1" 2>/dev/null | cut -f1
}
