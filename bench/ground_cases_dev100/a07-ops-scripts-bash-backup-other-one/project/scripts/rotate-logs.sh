#!/usr/bin/env bash
# Compress yesterday's worker logs and expire old ones on the jump host.
#
# Env: [LOG_DIR=/var/log/app-workers] [KEEP_DAYS=14]
set -euo pipefail

SCRIPT_NAME=rotate-logs
# shellcheck source=lib/common.sh
source "$(dirname "$0")/lib/common.sh"

LOG_DIR=${LOG_DIR:-/var/log/app-workers}
KEEP_DAYS=${KEEP_DAYS:-14}

compress_closed_logs() {
  # Workers write worker-N.log and rename it to worker-N.log.YYYYMMDD at midnight.
  local f
  find "$LOG_DIR" -maxdepth 1 -type f -name '*.log.[0-9]*' ! -name '*.gz' -print0 |
    while IFS= read -r -d '' f; do
      gzip -9 "$f" && log "compressed $(basename "$f")"
    done
}

expire_old_logs() {
  local n
  n=$(find "$LOG_DIR" -maxdepth 1 -type f -name '*.gz' -mtime +"$KEEP_DAYS" -print -delete | wc -l)
  log "expired $n archive(s) older than $KEEP_DAYS days"
}

main() {
  require_cmd find gzip
  [[ -d "$LOG_DIR" ]] || die "no such directory: $LOG_DIR"
  compress_closed_logs
  expire_old_logs
}

main "$@"
