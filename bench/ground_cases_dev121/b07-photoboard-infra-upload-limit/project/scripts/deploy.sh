#!/usr/bin/env bash
# Sync the compose project to the server and roll the app.
# Usage: DEPLOY_HOST=board.example.jp ./scripts/deploy.sh [tag]
set -euo pipefail

TAG=${1:-latest}
HOST=${DEPLOY_HOST:?set DEPLOY_HOST}
REMOTE_DIR=${REMOTE_DIR:-/srv/photoboard}
SSH="ssh -i ${GIT_SSH_KEY:-$HOME/.ssh/id_ed25519} -o StrictHostKeyChecking=accept-new deploy@$HOST"

echo "deploying photoboard:$TAG to $HOST"

rsync -az --delete -e "${SSH% deploy@*}" \
  --exclude .env --exclude .git \
  ./ deploy@$HOST:$REMOTE_DIR/

$SSH "cd $REMOTE_DIR && APP_TAG=$TAG docker compose pull app"
$SSH "cd $REMOTE_DIR && APP_TAG=$TAG docker compose up -d --remove-orphans"

sleep 5
if $SSH "curl -fsS http://localhost/healthz" >/dev/null; then
  echo "ok"
else
  echo "health check failed" >&2
  exit 1
fi
