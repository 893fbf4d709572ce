#!/bin/sh
# billing nightly, cron on db-batch01: 0 2 * * * /opt/billing-db/cron/run_nightly.sh
# (the schedule itself is in the DBA team's crontab, not here)
set -u
LOG=/var/log/billing/nightly-$(date +%F).log
PSQL="psql -X -v ON_ERROR_STOP=1 -d billing -U billing_batch"
export PGOPTIONS="-c search_path=billing,public"

ts() { date +%H:%M:%S; }

echo "[$(ts)] fn_apply_late_fee: $($PSQL -tAc "SELECT billing.fn_apply_late_fee(current_date)" 2>&1)" >>"$LOG"

for acc in $($PSQL -tAc "SELECT DISTINCT account_id FROM billing.period WHERE period_end = current_date - 1 AND closed_at IS NULL"); do
    echo "[$(ts)] fn_close_period: $($PSQL -tAc "SELECT billing.fn_close_period($acc)" 2>&1)" >>"$LOG"
done
