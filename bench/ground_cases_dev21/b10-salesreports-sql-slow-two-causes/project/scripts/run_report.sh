#!/usr/bin/env bash
# 毎月1日 9:00 (JST) に cron から実行: 0 9 1 * * /opt/reports/scripts/run_report.sh
set -euo pipefail

cd "$(dirname "$0")/.."

TARGET_MONTH="$(date -d "$(date +%Y-%m-01) -1 month" +%Y-%m-01)"
OUT="/tmp/monthly_sales_${TARGET_MONTH}.csv"

psql "$REPORT_DB_URL" \
  -v ON_ERROR_STOP=1 \
  -v target_month="$TARGET_MONTH" \
  --csv \
  -f queries/monthly_sales_by_category.sql > "$OUT"

curl -sS -F file=@"$OUT" \
  -F channels="#sales-report" \
  -F initial_comment="${TARGET_MONTH:0:7} のカテゴリ別売上です" \
  -H "Authorization: Bearer ${SLACK_BOT_TOKEN}" \
  https://slack.com/api/files.upload

echo "posted ${OUT}"
