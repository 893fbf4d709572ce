#!/bin/bash
# weekly VACUUM of the staging table, see crontab.example
BASE=$(cd "$(dirname "$0")/.." && pwd)
. "$BASE/etc/rollup.conf"
. "$BASE/lib/common.sh"
. "$BASE/lib/db.sh"

exec >>"$LOG_DIR/vacuum.log" 2>&1
log "vacuum staging.shop_drop"
db_vacuum staging.shop_drop || die "vacuum failed"
log "vacuum done"
