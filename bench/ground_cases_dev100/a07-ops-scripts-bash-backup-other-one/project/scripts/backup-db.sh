#!/usr/bin/env bash
# Nightly logical backup of the app database to S3: dump, upload, verify, prune.
#
# Env: PGHOST PGUSER PGPASSWORD PGDATABASE BACKUP_BUCKET
#      [BACKUP_PREFIX=postgres/app] [RETENTION_DAYS=14] [MIN_BACKUP_BYTES=10240]
set -euo pipefail

SCRIPT_NAME=backup-db
# shellcheck source=lib/common.sh
source "$(dirname "$0")/lib/common.sh"

BACKUP_PREFIX=${BACKUP_PREFIX:-postgres/app}
RETENTION_DAYS=${RETENTION_DAYS:-14}
MIN_BACKUP_BYTES=${MIN_BACKUP_BYTES:-10240}

DRY_RUN=0

stamp=$(date -u +%Y-%m-%dT%H%M)
key="$BACKUP_PREFIX/db-$stamp.sql.gz"
url="s3://${BACKUP_BUCKET:-}/$key"

dump_and_upload() {
  log "dumping $PGDATABASE to $url"
  pg_dump --no-owner --no-privileges --format=plain "$PGDATABASE" \
    | gzip -9 \
    | aws s3 cp - "$url" --only-show-errors
}

verify_upload() {
  local size
  size=$(aws s3api head-object --bucket "$BACKUP_BUCKET" --key "$key" --query ContentLength --output text)
  if [[ "$size" < "$MIN_BACKUP_BYTES" ]]; then
    die "backup $key is only $size bytes"
  fi
  log "uploaded $key ($size bytes)"
}

prune_old_backups() {
  local cutoff name day
  cutoff=$(date -u -d "-$RETENTION_DAYS days" +%Y-%m-%d)
  aws s3 ls "s3://$BACKUP_BUCKET/$BACKUP_PREFIX/" | while read -r _ _ _ name; do
    day=${name:3:10} # db-YYYY-MM-DDTHHMM.sql.gz
    if [[ "$day" < "$cutoff" ]]; then
      log "pruning $name"
      aws s3 rm "s3://$BACKUP_BUCKET/$BACKUP_PREFIX/$name" --only-show-errors
    fi
  done
}

dry_run() {
  local bytes
  log "dry run: dumping $PGDATABASE, nothing is uploaded"
  bytes=$(pg_dump --no-owner --no-privileges --format=plain "$PGDATABASE" | gzip -9 | wc -c)
  log "dry run: compressed dump would be $bytes bytes"
}

parse_args() {
  while (( $# )); do
    case $1 in
      --dry-run) DRY_RUN=1 ;;
      -h|--help) sed -n '2,5p' "$0"; exit 0 ;;
      *) die "unknown argument: $1" ;;
    esac
    shift
  done
}

main() {
  parse_args "$@"
  if (( DRY_RUN )); then
    require_env PGHOST PGUSER PGPASSWORD PGDATABASE
    require_cmd pg_dump gzip
    dry_run
    return
  fi
  require_env PGHOST PGUSER PGPASSWORD PGDATABASE BACKUP_BUCKET
  require_cmd pg_dump gzip aws
  dump_and_upload
  verify_upload
  prune_old_backups
  notify_slack ":floppy_disk: db backup ok: $key"
}

main "$@"
