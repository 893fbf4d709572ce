#!/usr/bin/env bash
# MySQL 每日全量备份
# 用法: backup_mysql.sh [配置文件]，默认读同目录下的 backup.conf
# cron: 见 cron/ops.crontab

set -o pipefail

SCRIPT_DIR=$(cd "$(dirname "$0")" && pwd)
CONF=${1:-$SCRIPT_DIR/backup.conf}
LOG_FILE=/var/log/ops-scripts/backup_mysql.log

# shellcheck source=../lib/common.sh
source "$SCRIPT_DIR/../lib/common.sh"
# shellcheck source=backup.conf
source "$CONF" || die "读取配置失败: $CONF"

lock_or_exit backup_mysql
require_cmd mysql mysqldump gzip

TODAY=$(date +%F)
DEST="$BACKUP_DIR/$TODAY"
mkdir -p "$DEST" || die "创建目录失败: $DEST"

MYSQL_ARGS=(-h "$MYSQL_HOST" -P "$MYSQL_PORT" -u "$MYSQL_USER")

dump_one() {
    local db="$1"
    local out="$DEST/${db}.sql.gz"
    local start=$SECONDS
    log "开始备份 $db"
    # shellcheck disable=SC2086
    if ! mysqldump "${MYSQL_ARGS[@]}" $DUMP_OPTS --databases "$db" | gzip -"$GZIP_LEVEL" > "$out"; then
        rm -f "$out"
        return 1
    fi
    local cost=$((SECONDS - start))
    log "完成 $db，耗时 ${cost}s，大小 $(du -h "$out" | cut -f1)"
    if [ "$cost" -gt "$SLOW_DUMP_SECONDS" ]; then
        alert "备份 $db 耗时 ${cost}s，超过阈值 ${SLOW_DUMP_SECONDS}s"
    fi
}

if [ -z "$DATABASES" ] || [ "$DATABASES" == "all" ]; then
    DB_LIST=$(mysql "${MYSQL_ARGS[@]}" -N -e "SHOW DATABASES" \
        | grep -Ev '^(information_schema|performance_schema|mysql|sys)$')
else
    DB_LIST=$DATABASES
fi

FAILED=()
for db in $DB_LIST; do
    dump_one "$db" || FAILED+=("$db")
done

if [ "${#FAILED[@]}" -gt 0 ]; then
    die "以下库备份失败: ${FAILED[*]}"
fi

if [ "$UPLOAD_OSS" = "1" ]; then
    require_cmd ossutil64
    ossutil64 cp -r -f "$DEST" "$OSS_BUCKET/$TODAY/" >>"$LOG_FILE" 2>&1 \
        || die "上传 OSS 失败: $DEST"
    log "已上传到 $OSS_BUCKET/$TODAY/"
fi

"$SCRIPT_DIR/rotate.sh" "$CONF"
log "全部完成"
