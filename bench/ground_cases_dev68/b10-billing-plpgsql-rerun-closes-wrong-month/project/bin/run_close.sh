#!/bin/sh
# cron: 50 23 28-31 * * /opt/billing-db/bin/run_close.sh
# 月末日だけ実行する (明日が1日なら今日は月末)
[ "$(date -d tomorrow +%d)" = "01" ] || exit 0
psql -X -q -v ON_ERROR_STOP=1 "$BILLING_DSN" -c 'SELECT close_month();' \
    || echo "close_month failed" | mail -s "[billing] 月次締め失敗" ops@example.co.jp
