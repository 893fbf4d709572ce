#!/usr/bin/env bash
# Nightly dump of the CMS database (cron on the db host, 03:30).
set -euo pipefail

BACKUP_DIR="${BACKUP_DIR:-/var/backups/tsukimi}"
DB_NAME="${DB_NAME:-tsukimi_cms}"

mkdir -p "${BACKUP_DIR}"

dump() {
  local out="${BACKUP_DIR}/${DB_NAME}-$(date +%F).sql.gz"
  pg_dump --no-owner --no-privileges "${DB_NAME}" | gzip -9 > "${out}.tmp"
  mv "${out}.tmp" "${out}"
  echo "${out}"
}

prune() {
  local removed
  removed=$(find "${BACKUP_DIR}" -name "${DB_NAME}-*.sql.gz" -mtime +14 -print -delete | wc -l)
  echo "pruned ${removed} backups older than 14 days"
}

file="$(dump)"
echo "backup written: ${file} ($(du -h "${file}" | cut -f1))"
prune
