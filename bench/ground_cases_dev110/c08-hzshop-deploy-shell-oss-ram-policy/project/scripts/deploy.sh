#!/usr/bin/env bash
# Pull a tagged app image and restart it with zero downtime behind nginx.
set -euo pipefail

cd "$(dirname "$0")/.."

TAG=${1:?usage: deploy.sh <tag>}
export APP_TAG="$TAG"

echo "pulling app:${TAG}"
docker compose pull app

echo "starting new container"
docker compose up -d --no-deps --scale app=2 app
sleep 10

old=$(docker compose ps -q app | head -n1)
if ! docker compose exec -T nginx wget -qO- http://app:8000/healthz >/dev/null; then
  echo "new container unhealthy, rolling back" >&2
  docker compose up -d --no-deps --scale app=1 app
  exit 1
fi

echo "removing old container ${old}"
docker stop "$old" && docker rm "$old"
docker compose up -d --no-deps --scale app=1 app

echo "deployed ${TAG}"
git tag -f "deployed-$(date +%Y%m%d)" >/dev/null
echo "done"
