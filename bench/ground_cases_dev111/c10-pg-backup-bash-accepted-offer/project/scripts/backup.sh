#!/usr/bin/env bash
# nightly logical backup of the app databases, run from cron (see cron/backup.cron)
source "$(dirname "$0")/lib.sh"

read -r -a DATABASES <<< "${BACKUP_DATABASES:-shop_prod crm_prod}"

dump_one() {
  local db="$1" out
  out="$BACKUP_DIR/$db-$(stamp).sql.gz"
  log "dumping $db -> $out"
  pg_dump -h "$PGHOST" -U "$PGUSER" --no-owner "$db" | gzip -6 > "$out.tmp"
  mv "$out.tmp" "$out"
}

rotate_old() {
  log "removing dumps older than $KEEP_DAYS days"
  find "$BACKUP_DIR" -maxdepth 1 -name '*.sql.gz' -mmin +"$KEEP_DAYS" -print -delete
}

check_space() {
  local avail
  avail=$(df -Pk "$BACKUP_DIR" | awk 'NR==2 {print $4}')
  if (( avail < 5 * 1024 * 1024 )); then
    die "less than 5 GiB free in $BACKUP_DIR"
  fi
}

notify_failure() {
  local rc=$?
  [[ -n "${SLACK_WEBHOOK_URL:-}" ]] || return 0
  curl -fsS -m 10 -X POST -H 'Content-Type: application/json' \
    -d "{\"text\": \":red_circle: pg backup failed on $(hostname) (exit $rc)\"}" \
    "$SLACK_WEBHOOK_URL" >/dev/null || log "slack notify failed"
}

main() {
  trap notify_failure ERR
  require pg_dump gzip find df curl
  mkdir -p "$BACKUP_DIR"
  check_space
  for db in "${DATABASES[@]}"; do
    dump_one "$db"
  done
  rotate_old
  log "done"
}

main "$@"
