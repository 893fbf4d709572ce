#!/usr/bin/env bash
# バックアップからのリストア。
#   ./restore.sh /backups/db-20250201-033001.sql.gz
#   ./restore.sh latest
#   ./restore.sh s3:db-20250201-033001.sql.gz   (S3_BUCKET/postgres/ から取得)
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"

BACKUP_DIR="${BACKUP_DIR:-/backups}"
S3_BUCKET="${S3_BUCKET:-}"
TMP_DIR="$(mktemp -d)"
trap 'rm -rf "$TMP_DIR"' EXIT

resolve_file() {
  local arg="$1"
  if [[ "$arg" == "latest" ]]; then
    ls -1t "$BACKUP_DIR"/db-*.sql.gz 2>/dev/null | head -n 1
  elif [[ "$arg" == s3:* ]]; then
    [[ -n "$S3_BUCKET" ]] || die "S3_BUCKET is not set"
    local name="${arg#s3:}"
    log "downloading s3://$S3_BUCKET/postgres/$name"
    aws s3 cp --only-show-errors "s3://$S3_BUCKET/postgres/$name" "$TMP_DIR/$name" >&2
    echo "$TMP_DIR/$name"
  else
    echo "$arg"
  fi
}

main() {
  [[ $# -eq 1 ]] || die "usage: $0 <file|latest>"
  require_env PGDATABASE PGHOST PGUSER
  local file
  file="$(resolve_file "$1")"
  [[ -n "$file" && -f "$file" ]] || die "backup not found: $1"

  log "restoring $file into $PGDATABASE"
  read -r -p "本当に $PGDATABASE を上書きしますか？ [y/N] " answer
  [[ "$answer" == "y" ]] || die "aborted"

  gunzip -c "$file" | psql --quiet --set ON_ERROR_STOP=1 "$PGDATABASE"
  log "restore done"
}

main "$@"
