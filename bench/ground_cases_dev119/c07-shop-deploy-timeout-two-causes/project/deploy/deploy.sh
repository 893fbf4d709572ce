#!/usr/bin/env bash
# Runs on the staging host (called by the deploy job over ssh).
set -euo pipefail

TAG="${1:?usage: deploy.sh TAG}"
export TAG
cd /srv/shop

docker compose pull web
docker compose up -d web

echo "deploy: waiting for web to become healthy"
for i in $(seq 1 30); do
  status="$(docker inspect -f '{{.State.Health.Status}}' "$(docker compose ps -q web)")"
  if [ "$status" = "healthy" ]; then
    echo "deploy: web healthy after $((i * 10))s"
    exit 0
  fi
  sleep 10
done

echo "deploy: health check failed after 300s" >&2
exit 1
