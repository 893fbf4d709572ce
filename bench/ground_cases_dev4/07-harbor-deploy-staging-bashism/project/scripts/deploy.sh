#!/bin/sh
# Deploy the current image to an environment: deploy.sh staging|production
set -eu

TARGET="${1:-}"
IMAGE="ghcr.io/harbor/app:${GITHUB_SHA:-latest}"
. "$(dirname "$0")/lib/log.sh"

if [ -z "$TARGET" ]; then
  log_error "usage: deploy.sh staging|production"
  exit 2
fi

if [[ "$TARGET" == "staging" ]]; then
  HOST="staging.harbor.internal"
elif [ "$TARGET" = "production" ]; then
  HOST="app.harbor.internal"
else
  log_error "unknown target '$TARGET'"
  exit 1
fi

log_info "deploying $IMAGE to $HOST"
ssh "deploy@$HOST" "docker pull $IMAGE && docker compose up -d"
