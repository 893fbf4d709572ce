#!/usr/bin/env bash
# Usage: scripts/deploy.sh <image-tag>
set -euo pipefail

cd "$(dirname "$0")/.."
# shellcheck disable=SC1091
source .env

TAG="${1:?usage: deploy.sh <image-tag>}"
IMAGE="registry.internal/shop/api"

echo "deploying $IMAGE:$TAG"
docker pull "$IMAGE:$TAG"

PREV_TAG="$(docker inspect --format '{{.Config.Image}}' shop-api 2>/dev/null | sed 's/.*://' || true)"

export API_TAG="$TAG"
docker compose up -d --no-deps api

if ! ./scripts/healthcheck.sh "http://127.0.0.1:${API_PORT}/healthz" 20 3; then
  if [ -z "$PREV_TAG" ]; then
    echo "health check failed and there is no previous tag to roll back to" >&2
    exit 1
  fi
  echo "health check failed, rolling back to $PREV_TAG" >&2
  export API_TAG="$PREV_TAG"
  docker compose up -d --no-deps api
  exit 1
fi

docker image prune -f --filter "until=168h" >/dev/null
echo "done: $IMAGE:$TAG"
