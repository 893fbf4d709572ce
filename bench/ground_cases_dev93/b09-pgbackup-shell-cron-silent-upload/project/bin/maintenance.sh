#!/usr/bin/env bash
# Weekly maintenance (Sunday 01:00): VACUUM FULL the tables that churn, then REINDEX.
# Takes the same lock as backup.sh so the nightly dump never runs in the middle of it.
set -euo pipefail

here=$(dirname "$(readlink -f "$0")")
# shellcheck source=../lib/common.sh
source "$here/../lib/common.sh"

# Tables with heavy UPDATE/DELETE traffic; the rest is left to autovacuum.
TABLES=(activities email_events sessions)

main() {
  load_env
  acquire_lock
  trap 'log "maintenance: interrupted"' INT TERM
  local started=$SECONDS
  for table in "${TABLES[@]}"; do
    log "maintenance: VACUUM FULL $table"
    if ! psql -X -v ON_ERROR_STOP=1 -c "VACUUM (FULL, ANALYZE) $table" "$PGDATABASE"; then
      notify "pg-backup: VACUUM FULL $table failed on $(hostname)"
      exit 1
    fi
  done
  log "maintenance: REINDEX"
  psql -X -v ON_ERROR_STOP=1 -c "REINDEX (CONCURRENTLY) DATABASE $PGDATABASE" "$PGDATABASE" \
    || notify "pg-backup: REINDEX failed on $(hostname)"
  log "maintenance finished in $((SECONDS - started))s"
}

main "$@"
