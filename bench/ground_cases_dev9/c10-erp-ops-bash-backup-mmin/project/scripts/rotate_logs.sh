#!/usr/bin/env bash
# 每天清理一次 ERP 应用日志：压缩前一天的，删除超过 LOG_KEEP_DAYS 天的
set -euo pipefail

cd "$(dirname "$0")"
source ../backup.env

find "$LOG_DIR" -name '*.log.[0-9]*' ! -name '*.gz' -mtime +0 -exec gzip -9 {} \;
find "$LOG_DIR" -name '*.log.*.gz' -mtime +"$LOG_KEEP_DAYS" -delete
echo "[$(date '+%F %T')] rotate done"
