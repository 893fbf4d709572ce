#!/usr/bin/env bash
# 每周日检查 OSS 上最近一次备份是否存在、大小是否正常。
set -euo pipefail

source "$(dirname "$0")/env.sh"

MIN_BYTES=$((50 * 1024 * 1024))
PREFIX="oss://${OSS_BUCKET}/${OSS_PREFIX}/$(date +%Y/%m)/"

latest=$(ossutil ls "$PREFIX" --config-file "$OSSUTIL_CONFIG" \
  | awk '/\.sql\.gz$/ {print $5, $NF}' | sort -k2 | tail -n1)

if [[ -z "$latest" ]]; then
  echo "no backup found under $PREFIX" >&2
  exit 1
fi

size=${latest%% *}
name=${latest##* }
echo "latest: $name ($size bytes)"

if (( size < MIN_BYTES )); then
  echo "backup too small: $size < $MIN_BYTES" >&2
  if [[ -n "$ALERT_WEBHOOK" ]]; then
    curl -s -H 'Content-Type: application/json' \
      -d "{\"msgtype\":\"text\",\"text\":{\"content\":\"备份异常: $name $size bytes\"}}" \
      "$ALERT_WEBHOOK" > /dev/null
  fi
  exit 2
fi

echo "ok"
