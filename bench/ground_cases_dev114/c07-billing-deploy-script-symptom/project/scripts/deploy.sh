#!/usr/bin/env bash
# Deploy the API image to one environment: ./scripts/deploy.sh staging|prod <git-sha>
set -e

ENV="${1:?usage: deploy.sh <env> <sha>}"
SHA="${2:?usage: deploy.sh <env> <sha>}"
IMAGE="registry.internal/billing-api:${SHA}"
COMPOSE="docker compose -f deploy/${ENV}.yml"
RETRIES="${RETRIES:-20}"

echo "==> pulling ${IMAGE}"
docker pull "$IMAGE"

echo "==> running migrations"
./scripts/migrate.sh "$ENV" "$IMAGE" || echo "WARN: migration failed, continuing"

echo "==> switching ${ENV} to ${SHA}"
export IMAGE
$COMPOSE up -d --no-deps api worker

echo "==> waiting for health check"
for i in $(seq 1 $RETRIES); do
  if curl -fsS "http://127.0.0.1:8000/healthz" > /dev/null; then
    echo "==> healthy after ${i} tries"
    break
  fi
  sleep 3
done

echo "==> cleaning up old images"
docker image prune -af --filter "until=168h"

echo "$SHA" > ".deployed-${ENV}"
echo "==> done"
