#!/usr/bin/env bash
# 清理本地过期备份，由 backup_mysql.sh 在最后调用，也可以单独跑
# 用法: rotate.sh [配置文件] [--dry-run]

set -o pipefail

SCRIPT_DIR=$(cd "$(dirname "$0")" && pwd)
CONF=${1:-$SCRIPT_DIR/backup.conf}
DRY_RUN=0
[ "${2:-}" = "--dry-run" ] && DRY_RUN=1
LOG_FILE=/var/log/ops-scripts/rotate.log

# shellcheck source=../lib/common.sh
source "$SCRIPT_DIR/../lib/common.sh"
# shellcheck source=backup.conf
source "$CONF" || die "读取配置失败: $CONF"

KEEP_DAYS=${KEEP_DAYS:-3}

if [ -z "$BACKUP_DIR" ] || [ "$BACKUP_DIR" = "/" ]; then
    die "BACKUP_DIR 配置异常: '$BACKUP_DIR'，拒绝清理"
fi

log "清理 $BACKUP_DIR 下 ${KEEP_DAYS} 天前的备份 (dry-run=$DRY_RUN)"

count=0
# 只删 YYYY-MM-DD 格式的日期目录，防止误删别的东西
while IFS= read -r dir; do
    if [ "$DRY_RUN" = "1" ]; then
        log "[dry-run] 将删除 $dir"
    else
        rm -rf -- "$dir" && log "已删除 $dir"
    fi
    count=$((count + 1))
done < <(find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d \
    -regextype posix-extended -regex '.*/[0-9]{4}-[0-9]{2}-[0-9]{2}' \
    -mtime +"$KEEP_DAYS" | sort)

log "清理完成，共 $count 个目录"

# 磁盘使用率超过 85% 告警
usage=$(df -P "$BACKUP_DIR" | awk 'NR==2 {gsub("%","",$5); print $5}')
if [ "${usage:-0}" -gt 85 ]; then
    alert "备份盘使用率 ${usage}%，请检查"
fi
