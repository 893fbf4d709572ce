#!/usr/bin/env bash
# 指定したダンプ (省略時は最新) を DB_NAME にリストアする。

source "$(dirname "$0")/../lib/common.sh"

usage() {
  echo "usage: $0 [-n] [-t target_db] [dump.sql.gz]" >&2
  exit 2
}

TARGET="$DB_NAME"
DRY_RUN=0

while getopts "t:nh" opt; do
  case $opt in
    t) TARGET=$OPTARG ;;
    n) DRY_RUN=1 ;;
    h|*) usage ;;
  esac
done
shift $((OPTIND - 1))

main() {
  require_cmd psql gunzip
  local dump=${1:-}
  if [[ -z "$dump" ]]; then
    dump=$(ls -1t "$BACKUP_DIR"/"${DB_NAME}"-*.sql.gz | head -n 1)
  fi
  [[ -f "$dump" ]] || die "dump not found: $dump"

  if (( DRY_RUN )); then
    log "[dry-run] would restore $dump ($(du -h "$dump" | cut -f1)) into $TARGET"
    return 0
  fi

  log "restoring $dump into $TARGET"
  gunzip -c "$dump" | psql -h "$PGHOST" -U "$PGUSER" -v ON_ERROR_STOP=1 "$TARGET"
  log "restore finished"
}

main "$@"
