#!/usr/bin/env bash
# 备份脚本用到的环境变量，密码放在 ~/.my.cnf，不写在这里。
export DB_HOST="${DB_HOST:-10.0.3.12}"
export DB_USER="${DB_USER:-backup}"
export DB_NAME="${DB_NAME:-mall}"

export OSS_BUCKET="${OSS_BUCKET:-mall-db-backup}"
export OSS_PREFIX="${OSS_PREFIX:-prod/mysql}"
export OSSUTIL_CONFIG="${OSSUTIL_CONFIG:-/etc/ossutil/backup.conf}"

export BACKUP_DIR="${BACKUP_DIR:-/var/backups/mysql}"
export KEEP_DAYS="${KEEP_DAYS:-7}"

# cron 下 PATH 很短，ossutil 装在 /usr/local/bin
export PATH="/usr/local/bin:/usr/bin:/bin"
export TZ="Asia/Shanghai"

# 告警 webhook（钉钉）
export ALERT_WEBHOOK="${ALERT_WEBHOOK:-}"

check_env() {
  local missing=0
  for name in DB_HOST DB_USER DB_NAME OSS_BUCKET OSS_PREFIX OSSUTIL_CONFIG; do
    if [[ -z "${!name}" ]]; then
      echo "missing env: $name" >&2
      missing=1
    fi
  done
  return "$missing"
}

check_env
