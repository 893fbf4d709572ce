#!/usr/bin/env bash
# Nightly export of yesterday's shipped orders to Shunda Logistics over SFTP.
# Run by deploy/cronjob.yaml at 02:30 Beijing time.
set -euo pipefail

cd "$(dirname "$0")/.."

DAY="${1:-$(TZ=Asia/Shanghai date -d yesterday +%F)}"
OUT_DIR="${OUT_DIR:-/tmp/partner-export}"
mkdir -p "$OUT_DIR"

echo "[$(date -u +%FT%TZ)] building export for $DAY"
if ! CSV_PATH="$(python -m export.build_csv --day "$DAY" --out-dir "$OUT_DIR")"; then
  python -m export.notify "$DAY 导出失败（数据库）" || true
  exit 1
fi
echo "[$(date -u +%FT%TZ)] built $CSV_PATH ($(wc -l < "$CSV_PATH") lines)"

echo "[$(date -u +%FT%TZ)] uploading"
if ! python -m export.upload "$CSV_PATH" 2> >(tee "$OUT_DIR/upload.err" >&2); then
  python -m export.notify "$DAY 上传顺达失败: $(tail -n 1 "$OUT_DIR/upload.err")" || true
  exit 2
fi
echo "[$(date -u +%FT%TZ)] done"

# Keep a week of local files for re-sends.
find "$OUT_DIR" -name 'xinghe_orders_*.csv' -mtime +7 -delete

# Exit codes:
#   0  uploaded
#   1  build failed (database)
#   2  upload failed (sftp)
# The CronJob has backoffLimit 0: a failed night is re-sent by hand with
#   kubectl -n data create job --from=cronjob/partner-export resend-$(date +%m%d)
# after fixing the cause, passing the day as the first argument if needed.
