#!/usr/bin/env bash
# Nightly logical backup of the app database. Run by cron on db01 as postgres.
set -euo pipefail

: "${PGDATABASE:=appdb}"
: "${BACKUP_DIR:=/srv/backups/pg}"
: "${KEEP_DAYS:=7}"

log() {
  printf '%s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*"
}

dump() {
  local stamp out
  stamp="$(date -u +%Y%m%d-%H%M)"
  out="$BACKUP_DIR/${PGDATABASE}-${stamp}.sql.gz"
  log "dumping $PGDATABASE to $out"
  pg_dump --no-owner --format=plain "$PGDATABASE" | gzip -6 > "$out"
  log "dump done: $(du -h "$out" | cut -f1)"
}

prune_old() {
  log "removing dumps older than $KEEP_DAYS days"
  find "$BACKUP_DIR" -maxdepth 1 -type f -name '*.sql' -mtime +"$KEEP_DAYS" -print -delete
}

main() {
  mkdir -p "$BACKUP_DIR"
  dump
  prune_old
  log "backup finished"
  if [[ -n "${HC_URL:-}" ]]; then
    curl -fsS -m 10 --retry 3 "$HC_URL" > /dev/null || log "healthcheck ping failed"
  fi
}

main "$@"
