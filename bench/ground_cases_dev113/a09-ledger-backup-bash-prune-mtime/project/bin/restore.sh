#!/usr/bin/env bash
# Restore a dump into a scratch database for checking. Never touches the live DB.
# Usage: restore.sh [dump-file]   (default: newest dump in $DEST)
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../lib/common.sh
source "$HERE/../lib/common.sh"

TARGET_DB="${TARGET_DB:-ledger_restore_check}"

main() {
  local file="${1:-}"
  require psql gunzip createdb dropdb
  if [[ -z "$file" ]]; then
    file="$(latest_dump)"
  fi
  [[ -n "$file" && -f "$file" ]] || die "no dump to restore"
  if [[ "$TARGET_DB" == "$PGDATABASE" ]]; then
    die "refusing to restore into the live database"
  fi
  log "restoring $file into $TARGET_DB"
  dropdb --if-exists "$TARGET_DB"
  createdb "$TARGET_DB"
  gunzip -c "$file" | psql --quiet --set ON_ERROR_STOP=1 "$TARGET_DB"
  log "restore ok; row count of journal_entries:"
  psql -At -c 'select count(*) from journal_entries' "$TARGET_DB"
}

main "$@"
