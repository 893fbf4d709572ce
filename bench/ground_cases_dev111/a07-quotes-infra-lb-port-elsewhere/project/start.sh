#!/usr/bin/env bash
# Entrypoint for the quotes service container.
set -euo pipefail

: "${PORT:=8080}"
: "${LOG_LEVEL:=info}"
: "${WEB_CONCURRENCY:=2}"

wait_for_db() {
  local tries=0
  until python -c "import app.migrate as m; m.ping()" 2>/dev/null; do
    tries=$((tries + 1))
    if (( tries >= 20 )); then
      echo "database not reachable after ${tries} tries" >&2
      exit 1
    fi
    sleep 1
  done
}

if [[ "${RUN_MIGRATIONS:-0}" == "1" ]]; then
  wait_for_db
  echo "running migrations"
  python -m app.migrate
fi

echo "quotes: binding 0.0.0.0:${PORT}, ${WEB_CONCURRENCY} workers, log level ${LOG_LEVEL}"

# the LB keeps connections open for 60s, keep-alive must be longer
exec gunicorn app.main:app \
  --bind "0.0.0.0:${PORT}" \
  --workers "${WEB_CONCURRENCY}" \
  --worker-class uvicorn.workers.UvicornWorker \
  --keep-alive 75 \
  --timeout 30 \
  --log-level "${LOG_LEVEL}" \
  --access-logfile -
