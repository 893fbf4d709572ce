#!/usr/bin/env bash
# 由 logrotate 的 postrotate 调用。access.log 按 size 2G 切割，访问量大的日子一天会切多次，
# 每次切出来的 access.log.1 压缩后追加到当天的归档文件里。
set -euo pipefail

DEST=/data/logarchive/nginx
chunk=/var/log/nginx/access.log.1
day=$(date +%Y%m%d)

[ -s "$chunk" ] || exit 0
gzip -c "$chunk" >> "$DEST/access.log-$day.gz"
: > "$chunk"
