#!/bin/bash
# PC係にメールを送る（msmtp を使う。設定は ~/.msmtprc）
# 使い方: notify.sh "件名" "本文"
set -u

HERE="$(cd "$(dirname "$0")" && pwd)"
source "$HERE/backup.conf"

subject="${1:-office-pi からのお知らせ}"
body="${2:-}"

# 件名は MIME エンコードしないと文字化けする
encoded_subject="=?UTF-8?B?$(printf '%s' "$subject" | base64 -w0)?="

{
  echo "From: $NOTIFY_FROM"
  echo "To: $NOTIFY_TO"
  echo "Subject: $encoded_subject"
  echo "MIME-Version: 1.0"
  echo "Content-Type: text/plain; charset=UTF-8"
  echo "Content-Transfer-Encoding: 8bit"
  echo
  echo "$body"
  echo
  echo "-- "
  echo "office-pi ($(hostname))"
} | msmtp -t

status=$?
if [ $status -ne 0 ]; then
  echo "$(date '+%F %T') notify: msmtp failed ($status)" >> "$LOG"
fi
exit $status
