#!/usr/bin/env bash
# Nightly Postgres dump for the ledger DB. Run from cron as the backup user.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=../lib/common.sh
source "$HERE/../lib/common.sh"

dump() {
  local stamp file
  stamp="$(date -u +%Y-%m-%dT%H%M)"
  file="$DEST/ledger-$stamp.sql.gz"
  log "dumping $PGDATABASE to $file"
  pg_dump --no-owner --format=plain "$PGDATABASE" | gzip > "$file.part"
  mv "$file.part" "$file"
  log "dump ok ($(du -h "$file" | cut -f1))"
}

prune() {
  log "pruning dumps older than $KEEP_DAYS days"
  local action=(-print -delete)
  if [[ "${DRY_RUN:-0}" == "1" ]]; then
    action=(-printf 'would delete %f (%TY-%Tm-%Td)\n')
  fi
  find "$DEST" -maxdepth 1 -name 'ledger-*.sql.gz' -mtime -"$KEEP_DAYS" "${action[@]}"
}

on_error() {
  local code=$?
  rm -f "$DEST"/ledger-*.sql.gz.part
  log "backup failed with exit code $code"
  notify_failure "exit code $code"
  exit "$code"
}

main() {
  trap on_error ERR
  require pg_dump gzip find curl
  mkdir -p "$DEST"
  if [[ "${DRY_RUN:-0}" != "1" ]]; then
    dump
  fi
  prune
  log "done"
}

main "$@"
