#!/usr/bin/env bash
# Container entrypoint for the ledger API: migrate, then serve.
set -euo pipefail

log() { printf '[entrypoint] %s %s\n' "$(date -u +%H:%M:%S)" "$*"; }

wait_for_db() {
  local tries=0
  until python -c "import psycopg; psycopg.connect('${DATABASE_URL}').close()" 2>/dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -ge 30 ]; then
      log "database not reachable after ${tries} tries"
      exit 1
    fi
    sleep 1
  done
}

run_migrations() {
  # takes pg_advisory_lock(4242) so two replicas never migrate at once;
  # blocks until the lock is free (the nightly reconcile job holds it too)
  log "running migrations"
  python -m ledger.migrate --lock-id 4242
  log "migrations done"
}

main() {
  wait_for_db
  if [ "${SKIP_MIGRATIONS:-0}" != "1" ]; then
    run_migrations
  fi
  log "starting gunicorn"
  exec gunicorn ledger.wsgi:app \
    --bind 0.0.0.0:8000 \
    --workers "${WEB_CONCURRENCY:-3}" \
    --timeout 30 \
    --access-logfile -
}

main "$@"
