#!/usr/bin/env bash
# 用法：upload_oss.sh <file>
set -euo pipefail

cd "$(dirname "$0")"
source ../backup.env

file="$1"
day=$(basename "$file" | sed -E 's/^.*_([0-9]{8})_[0-9]{4}\.sql\.gz$/\1/')
ossutil cp -f "$file" "$OSS_BUCKET/$OSS_PREFIX/$day/$(basename "$file")"
echo "[$(date '+%F %T')] uploaded $(basename "$file") to $OSS_BUCKET/$OSS_PREFIX/$day/"
