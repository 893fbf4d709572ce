#!/usr/bin/env bash
# Nightly logical backup of the orders database to OSS. Runs from cron on ops-jump-01:
#   30 3 * * * /opt/deploy-scripts/scripts/backup_mysql.sh >> /var/log/backup_mysql.log 2>&1
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "${SCRIPT_DIR}/lib/common.sh"

DB_HOST="${DB_HOST:-rm-uf6orders.mysql.rds.aliyuncs.com}"
DB_NAME="${DB_NAME:-orders}"
BUCKET="${BUCKET:-oss://hexin-backup/mysql}"
KEEP_DAYS="${KEEP_DAYS:-14}"
STAMP="$(date +%Y%m%d-%H%M)"
DUMP="/data/backup/${DB_NAME}-${STAMP}.sql.gz"

require_cmd mysqldump ossutil gzip

log_info "dumping ${DB_NAME} from ${DB_HOST}"
mysqldump --single-transaction --quick --routines --triggers \
  -h "${DB_HOST}" -u backup --password="${MYSQL_BACKUP_PASSWORD}" "${DB_NAME}" | gzip > "${DUMP}"

retry 3 ossutil cp "${DUMP}" "${BUCKET}/${DB_NAME}/"
log_info "uploaded $(du -h "${DUMP}" | cut -f1) to ${BUCKET}/${DB_NAME}/"

find /data/backup -name "${DB_NAME}-*.sql.gz" -mtime +"${KEEP_DAYS}" -delete
notify_feishu "💾 ${DB_NAME} 备份完成 ${STAMP}"
