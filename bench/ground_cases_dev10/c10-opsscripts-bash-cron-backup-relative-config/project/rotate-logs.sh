#!/usr/bin/env bash
# 压缩 7 天前的应用日志，删除 14 天前的压缩包
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"

LOG_DIR="${LOG_DIR:-/var/log/shopweb}"
COMPRESS_AFTER_DAYS=7
DELETE_AFTER_DAYS=14

cd "$LOG_DIR" || die "日志目录不存在: $LOG_DIR"

log_info "压缩 $COMPRESS_AFTER_DAYS 天前的日志"
find . -maxdepth 1 -name '*.log.*' ! -name '*.gz' -mtime +"$COMPRESS_AFTER_DAYS" -print0 |
  while IFS= read -r -d '' f; do
    gzip -9 "$f"
    log_info "  已压缩 $f"
  done

log_info "删除 $DELETE_AFTER_DAYS 天前的压缩包"
deleted=$(find . -maxdepth 1 -name '*.gz' -mtime +"$DELETE_AFTER_DAYS" -print -delete | wc -l)
log_info "  删除了 $deleted 个文件"
