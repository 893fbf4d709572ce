#!/usr/bin/env bash
# Compress yesterday's app logs and delete archives older than 30 days.
set -euo pipefail

LOG_DIR=${LOG_DIR:-/var/log/acme-app}
KEEP_DAYS=${KEEP_DAYS:-30}

echo "[$(date -Is)] rotating logs in $LOG_DIR"
find "$LOG_DIR" -maxdepth 1 -name '*.log.1' -print0 | while IFS= read -r -d '' f; do
  gzip -9 "$f"
  mv "$f.gz" "${f%.log.1}-$(date -d yesterday +%Y%m%d).log.gz"
done

deleted=$(find "$LOG_DIR" -maxdepth 1 -name '*.log.gz' -mtime +"$KEEP_DAYS" -print -delete | wc -l)
echo "[$(date -Is)] deleted $deleted old archives"

# Let the app reopen its log files.
systemctl kill --signal=USR1 acme-app.service || true
echo "[$(date -Is)] done"
