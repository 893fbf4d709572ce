#!/usr/bin/env bash
# Deploy a tagged api image to the production host.
#   ./scripts/deploy.sh v1.14.2
set -euo pipefail

DRY_RUN=0
if [ "${1:-}" = "--dry-run" ]; then
  DRY_RUN=1
  shift
fi

TAG="${1:?usage: deploy.sh [--dry-run] <tag>}"
HOST="${DEPLOY_HOST:-47.103.21.88}"
USER="${DEPLOY_USER:-deploy}"
DIR=/srv/kanban

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }

# run CMD... or, with --dry-run, only print it
run() {
  if [ "$DRY_RUN" = 1 ]; then
    printf '  +'
    printf ' %q' "$@"
    printf '\n'
  else
    "$@"
  fi
}

log "syncing compose and nginx config to $HOST"
run rsync -az --delete docker-compose.yml nginx "$USER@$HOST:$DIR/"

log "pulling api:$TAG"
run ssh "$USER@$HOST" "cd $DIR && API_TAG=$TAG docker compose pull api"

log "restarting api"
run ssh "$USER@$HOST" "cd $DIR && API_TAG=$TAG docker compose up -d api"

log "reloading nginx"
run ssh "$USER@$HOST" "cd $DIR && docker compose exec -T nginx nginx -t && docker compose exec -T nginx nginx -s reload"

if [ "$DRY_RUN" = 1 ]; then
  log "dry run, skipping health check"
  exit 0
fi

log "waiting for health check"
for i in $(seq 1 20); do
  if ssh "$USER@$HOST" "curl -fsS http://localhost/api/healthz >/dev/null"; then
    log "healthy after $i tries"
    exit 0
  fi
  sleep 3
done

log "api did not become healthy, check: make logs"
exit 1
