#!/bin/bash
# スキャンした請求書 PDF を月別フォルダに振り分ける
#   スキャン/請求書/scan_20251104_0930.pdf → 経理/請求書/2025-11/scan_20251104_0930.pdf
set -euo pipefail

INBOX="/mnt/nas/share/スキャン/請求書"
DEST_ROOT="/mnt/nas/share/経理/請求書"

shopt -s nullglob

moved=0
for f in "$INBOX"/scan_*.pdf; do
  name="$(basename "$f")"
  # scan_YYYYMMDD_HHMM.pdf から年月を取る
  if [[ "$name" =~ ^scan_([0-9]{4})([0-9]{2})[0-9]{2}_[0-9]{4}\.pdf$ ]]; then
    month="${BASH_REMATCH[1]}-${BASH_REMATCH[2]}"
  else
    echo "$(date '+%F %T') skip (name): $name"
    continue
  fi

  # スキャン途中のファイルは動かさない（1分以内に更新されたもの）
  if [ -n "$(find "$f" -mmin -1)" ]; then
    continue
  fi

  mkdir -p "$DEST_ROOT/$month"
  if [ -e "$DEST_ROOT/$month/$name" ]; then
    echo "$(date '+%F %T') skip (exists): $name"
    continue
  fi
  mv -- "$f" "$DEST_ROOT/$month/"
  moved=$((moved + 1))
done

[ "$moved" -gt 0 ] && echo "$(date '+%F %T') moved $moved file(s)"
exit 0
