#!/usr/bin/env bash
# 大管家: 每晚备份门诊系统数据库到 NAS, 再拷一份到 U 盘柜 (异地那台)

source "$(dirname "$0")/common.sh"
require_nas

OUT="$DB_DIR/${DB_NAME}_$(today).sql.gz"
OFFSITE=/mnt/offsite/mysql

mkdir -p "$DB_DIR" || die "建不了目录 $DB_DIR"

log "开始备份 $DB_NAME -> $OUT"
if ! mysqldump --defaults-extra-file="$HOME/.my.backup.cnf" -h "$DB_HOST" \
        --single-transaction --routines --triggers "$DB_NAME" | gzip > "$OUT"; then
    rm -f "$OUT"
    die "mysqldump 失败"
fi

size=$(human_size "$OUT")
log "备份完成 $size"

# 拷到异地盘 (挂着才拷)
if mountpoint -q /mnt/offsite; then
    mkdir -p "$OFFSITE"
    rsync -a "$DB_DIR/" "$OFFSITE/" || log "异地拷贝失败"
else
    log "异地盘没挂载, 跳过"
fi

# 周一早上发一条周报
if [ "$(date +%u)" = "1" ]; then
    notify "数据库备份正常, 最新一份 $size"
fi
