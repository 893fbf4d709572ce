#!/bin/bash
# 古い日付フォルダを消す（KEEP_DAYS 日より前のもの）
# backup_nas.sh の最後から呼ばれる。単体でも実行できる。
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
source "$HERE/backup.conf"

if [ ! -d "$SNAP_DIR" ]; then
  echo "snapshots フォルダがありません: $SNAP_DIR" >&2
  exit 1
fi

cd "$SNAP_DIR"

# 日付フォルダ（YYYY-MM-DD）だけを対象にする。latest はシンボリックリンクなので対象外
count=0
for dir in 20[0-9][0-9]-[0-1][0-9]-[0-3][0-9]; do
  [ -d "$dir" ] || continue
  [ -L "$dir" ] && continue
  age_days=$(( ( $(date +%s) - $(date -d "$dir" +%s) ) / 86400 ))
  if [ "$age_days" -gt "$KEEP_DAYS" ]; then
    rm -rf -- "$dir"
    count=$((count + 1))
  fi
done

echo "$(date '+%F %T') rotate: removed $count folder(s)" >> "$LOG"

# USB ディスクの空き容量が 10% を切ったら警告だけ出す
use=$(df --output=pcent "$DEST" | tail -n 1 | tr -dc '0-9')
if [ "$use" -ge 90 ]; then
  echo "$(date '+%F %T') rotate: WARNING disk ${use}% used" >> "$LOG"
fi
