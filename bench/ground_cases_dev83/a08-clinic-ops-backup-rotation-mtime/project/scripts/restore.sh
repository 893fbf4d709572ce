#!/usr/bin/env bash
# Restore a dump into a scratch database to check it: restore.sh /var/backups/clinic/db-20251101-0230.sql.gz
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(dirname "$0")/lib/common.sh"

DUMP=${1:?usage: restore.sh <dump.sql.gz>}
SCRATCH=${SCRATCH_DB:-clinic_restore_check}

require psql createdb dropdb gzip

log "recreating $SCRATCH"
dropdb --if-exists "$SCRATCH"
createdb "$SCRATCH"

log "restoring $DUMP"
gzip -dc "$DUMP" | psql --quiet --set ON_ERROR_STOP=1 "$SCRATCH"

patients=$(psql -tA -c 'SELECT count(*) FROM patients' "$SCRATCH")
bookings=$(psql -tA -c 'SELECT count(*) FROM bookings' "$SCRATCH")
log "restored: $patients patients, $bookings bookings"
