#!/usr/bin/env bash
# 搬运工: 把影像电脑共享出来的 X 光片同步到 NAS
# (影像系统供应商 2023 年装的, 改之前先问他们)

source "$(dirname "$0")/common.sh"
require_nas

SRC="$XRAY_SRC"
DEST="$XRAY_DIR"

if [ ! -d "$SRC" ]; then
    die "影像电脑共享目录不存在: $SRC"
fi

mkdir -p "$DEST"

log "开始同步 $SRC -> $DEST"
start=$(date +%s)

rsync -a --delete --exclude 'Thumbs.db' --exclude '*.tmp' "$SRC/" "$DEST/"
rc=$?

elapsed=$(( $(date +%s) - start ))
if [ $rc -ne 0 ]; then
    die "rsync 返回 $rc (用时 ${elapsed}s)"
fi

count=$(find "$DEST" -type f -newermt "-1 day" | wc -l)
log "同步完成, 新增/更新 $count 个文件, 用时 ${elapsed}s"

# 每月 1 号报一下总量
if [ "$(date +%d)" = "01" ]; then
    notify "X 光片备份总量 $(human_size "$DEST")"
fi
