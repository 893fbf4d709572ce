#!/bin/bash
# Monthly: fill the claim forms for the month and email them to the treasurer.
# crontab: 0 18 26-31 * 1-5 /home/ruth/charity/expense-claims/run_monthly.sh
#   (cron starts it every weekday from the 26th; without a month argument it only carries on
#    on the month's last working day)
#   run_monthly.sh            -> this month
#   run_monthly.sh 2025-02    -> a given month (e.g. to redo one)
#   DRY_RUN=1 run_monthly.sh  -> fill the forms but don't email them
set -euo pipefail
cd "$(dirname "$0")"
LOG="$HOME/expense-claims.log"

log() {
    echo "$(date '+%Y-%m-%d %H:%M') $*" >> "$LOG"
}

source .venv/bin/activate
# ~/.config/expense-claims.env holds CLAIMS_SMTP_PASSWORD=... (chmod 600)
set -a; source "$HOME/.config/expense-claims.env"; set +a
if [ $# -eq 0 ]; then
    next_working_day="$(date -d "$( [ "$(date +%u)" = 5 ] && echo '+3 days' || echo '+1 day')" +%m)"
    if [ "$next_working_day" = "$(date +%m)" ]; then
        exit 0  # another working day left this month
    fi
fi
month="${1:-$(date +%Y-%m)}"
log "start $month"

if ! python fill_claims.py "$month" >> "$LOG" 2>&1; then
    log "fill_claims failed for $month"
    exit 1
fi

if [ "${DRY_RUN:-0}" = "1" ]; then
    log "dry run: forms in out/$month, not sent"
    exit 0
fi

python send_claims.py "$month" >> "$LOG" 2>&1
log "sent $month"
