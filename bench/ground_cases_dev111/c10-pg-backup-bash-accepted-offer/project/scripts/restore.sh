#!/usr/bin/env bash
# restore.sh <db> [dump file]  -- restores the newest dump of <db> unless a file is given
source "$(dirname "$0")/lib.sh"

usage() {
  echo "usage: $0 <db> [dump.sql.gz]" >&2
  exit 2
}

main() {
  [[ $# -ge 1 ]] || usage
  require psql gunzip
  local db="$1" file="${2:-}"
  if [[ -z "$file" ]]; then
    file=$(latest_dump "$db")
  fi
  [[ -n "$file" && -f "$file" ]] || die "no dump found for $db"

  if [[ "${FORCE:-}" != "1" ]]; then
    read -r -p "restore $file into $db on $PGHOST? this DROPS $db. type the db name to continue: " answer
    [[ "$answer" == "$db" ]] || die "aborted"
  fi

  log "restoring $file into $db on $PGHOST"
  dropdb -h "$PGHOST" -U "$PGUSER" --if-exists "$db"
  createdb -h "$PGHOST" -U "$PGUSER" "$db"
  gunzip -c "$file" | psql -h "$PGHOST" -U "$PGUSER" -q -v ON_ERROR_STOP=1 "$db"
  log "restore of $db finished"
}

main "$@"
