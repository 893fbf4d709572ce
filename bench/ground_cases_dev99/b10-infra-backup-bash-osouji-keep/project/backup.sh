#!/usr/bin/env bash
# PostgreSQL の日次バックアップ。backup コンテナの cron から実行される。
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"

BACKUP_DIR="${BACKUP_DIR:-/backups}"
KEEP="${KEEP:-7}"   # 残す世代数 (1 日 1 回なので 7 = 1 週間分)
S3_BUCKET="${S3_BUCKET:-}"
STAMP="$(date +%Y%m%d-%H%M%S)"

dump_db() {
  local out="$BACKUP_DIR/db-$STAMP.sql.gz"
  log "dumping $PGDATABASE to $out"
  pg_dump --no-owner --format=plain "$PGDATABASE" | gzip -9 > "$out.tmp"
  mv "$out.tmp" "$out"
  echo "$out"
}

upload_s3() {
  local file="$1"
  if [[ -z "$S3_BUCKET" ]]; then
    log "S3_BUCKET not set, skipping upload"
    return
  fi
  log "uploading $(basename "$file") to s3://$S3_BUCKET/postgres/"
  aws s3 cp --only-show-errors --storage-class STANDARD_IA "$file" "s3://$S3_BUCKET/postgres/$(basename "$file")"
}

prune_old() {
  # 新しい順に並べて、KEEP 世代より古いものを消す
  local old
  old="$(ls -1t "$BACKUP_DIR"/db-*.sql.gz 2>/dev/null | tail -n +"$KEEP" || true)"
  if [[ -z "$old" ]]; then
    log "nothing to prune"
    return
  fi
  while IFS= read -r f; do
    log "removing $f"
    rm -f -- "$f"
  done <<< "$old"
}

main() {
  require_env PGDATABASE PGHOST PGUSER
  mkdir -p "$BACKUP_DIR"
  local file
  file="$(dump_db)"
  upload_s3 "$file"
  prune_old
  log "backup ok: $(basename "$file") ($(du -h "$file" | cut -f1))"
}

trap 'notify_slack ":x: backup failed on $(hostname) (line $LINENO)"' ERR
main "$@"
