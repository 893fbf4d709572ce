#!/usr/bin/env bash
# Usage: deploy/deploy.sh <env> <tag>
# Pulls the tag on the target host and restarts the stack, waiting for the app to be healthy.
set -euo pipefail

ENV="${1:?env (staging|prod)}"
TAG="${2:?image tag}"
case "$ENV" in
  staging) HOST="deploy@staging-01.fernway.internal" ;;
  prod)    HOST="deploy@ledger-01.fernway.internal" ;;
  *) echo "unknown env $ENV" >&2; exit 2 ;;
esac

remote() { ssh -o BatchMode=yes "$HOST" "cd /srv/ledger && $*"; }

wait_healthy() {
  local status
  echo "waiting for healthy..."
  while true; do
    status=$(remote "docker inspect -f '{{.State.Health.Status}}' \$(docker compose ps -q app)")
    if [ "$status" = "healthy" ]; then
      echo "app is healthy"
      return 0
    fi
    sleep 5
  done
}

echo "deploying $TAG to $ENV ($HOST)"
remote "APP_TAG=$TAG docker compose pull app worker"
remote "APP_TAG=$TAG docker compose up -d --remove-orphans"
wait_healthy
remote "docker image prune -f --filter until=168h" >/dev/null
echo "done: $ENV is on $TAG"
