#!/usr/bin/env bash
# 清道夫: 删掉 NAS 上超过 KEEP_DAYS 天的数据库备份
# DRY_RUN=1 ./cleanup.sh  只列出来不删

source "$(dirname "$0")/common.sh"
require_nas

TARGET="$DB_DIR"
DRY_RUN="${DRY_RUN:-0}"

if [ ! -d "$TARGET" ]; then
    log "没有 $TARGET, 不用清理"
    exit 0
fi

log "清理 $TARGET 下超过 $KEEP_DAYS 天的备份"
before=$(human_size "$TARGET")

if [ "$DRY_RUN" = "1" ]; then
    find "$TARGET" -name '*.sql.gz' -mtime +"$KEEP_DAYS" -print
    exit 0
fi

n=$(find "$TARGET" -name '*.sql.gz' -mtime +"$KEEP_DAYS" -print -delete | wc -l)
after=$(human_size "$TARGET")

log "删除 $n 个文件, $before -> $after"
if [ "$n" -gt 0 ]; then
    notify "清理了 $n 个过期数据库备份, $before -> $after"
fi
