# common.sh - helpers for the rollup scripts. Sourced, not executed.

log() {
    echo "$(date '+%Y-%m-%d %H:%M:%S') $*"
}

die() {
    log "FATAL: $*"
    release_lock
    exit 1
}

fail_step() {
    log "rollup: FAILED at step $1 (exit 1)"
    echo "rollup: FAILED at step $1 (exit 1)" >&2
    release_lock
    exit 1
}

take_lock() {
    if [ -f "$LOCK_FILE" ] && kill -0 "$(cat "$LOCK_FILE")" 2>/dev/null; then
        return 1
    fi
    echo $$ > "$LOCK_FILE"
}

release_lock() {
    rm -f "$LOCK_FILE"
}

fetch_drops() {
    local day=$1
    log "fetching drops for $day from $DROP_HOST"
    scp -q -o BatchMode=yes "$DROP_USER@$DROP_HOST:$DROP_PATH/shop-$day*.csv" "$SPOOL_DIR/"
}

archive_spool() {
    local day=$1
    if [ -n "$(find "$SPOOL_DIR" -maxdepth 1 -name '*.csv' -print -quit)" ]; then
        mkdir -p "$ARCHIVE_DIR/$day"
        mv "$SPOOL_DIR"/*.csv "$ARCHIVE_DIR/$day/"
        gzip -f "$ARCHIVE_DIR/$day"/*.csv
        log "archived drops to $ARCHIVE_DIR/$day"
    else
        log "nothing to archive"
    fi
}

cleanup_work() {
    # scratch files from the sql step and old archives
    rm -rf $WORK_DIR/*
    find "$ARCHIVE_DIR" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" -exec rm -rf {} \;
    log "cleanup done"
}

send_report() {
    local day=$1 logfile=$2
    local rows
    rows=$(db_scalar "SELECT count(*) FROM report.daily_sales WHERE day = '$day'")
    {
        echo "Rollup for $day finished."
        echo "Rows in report.daily_sales: $rows"
        echo
        tail -n 20 "$logfile"
    } | mail -s "[rollup] $day ok ($rows rows)" "$REPORT_TO"
}
