#!/bin/bash
#
# nightly_rollup.sh - roll up yesterday's shop CSV drops into the reporting DB
#
# Written 2009 by mk, extended 2013 (archive), 2017 (mail report).
# Run from cron as user rollup, see crontab.example.
#

BASE=$(cd "$(dirname "$0")/.." && pwd)
. "$BASE/etc/rollup.conf"
. "$BASE/lib/common.sh"
. "$BASE/lib/db.sh"

DRY_RUN=0
if [ "$1" = "--dry-run" ]; then
    DRY_RUN=1
    shift
fi

DAY=${1:-$(date -d yesterday +%Y-%m-%d)}
LOGFILE="$LOG_DIR/rollup-$DAY.log"

exec >>"$LOGFILE" 2>&1

log "=== rollup for $DAY starting (pid $$) ==="
take_lock || die "another rollup is running"

step=fetch
fetch_drops "$DAY" || fail_step $step

step=load
for f in "$SPOOL_DIR"/*.csv; do
    [ -e "$f" ] || continue
    log "loading $f"
    [ $DRY_RUN = 1 ] && continue
    db_copy staging.shop_drop "$f" || fail_step $step
done

step=rollup
[ $DRY_RUN = 1 ] || db_run_file "$BASE/sql/rollup_daily.sql" -v day="$DAY" || fail_step $step

step=archive
archive_spool "$DAY" || fail_step $step

step=cleanup
cleanup_work

step=report
[ $DRY_RUN = 1 ] || send_report "$DAY" "$LOGFILE"

release_lock
log "=== rollup for $DAY done ==="
exit 0
