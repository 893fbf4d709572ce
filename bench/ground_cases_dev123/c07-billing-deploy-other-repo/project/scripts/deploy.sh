#!/usr/bin/env bash
# Pull the requested billing-api tag and restart the stack on this host.
# usage: scripts/deploy.sh <billing-api-tag>
set -euo pipefail

cd "$(dirname "$0")/.."

TAG="${1:?usage: deploy.sh <billing-api-tag>}"
PREV_TAG="$(grep -E '^BILLING_API_TAG=' .env | cut -d= -f2 || true)"

echo "deploying billing-api ${TAG} (previous: ${PREV_TAG:-none})"
sed -i "s/^BILLING_API_TAG=.*/BILLING_API_TAG=${TAG}/" .env

docker compose pull billing-api
docker compose up -d --remove-orphans

for _ in $(seq 1 12); do
    status="$(docker inspect -f '{{.State.Health.Status}}' "$(docker compose ps -q billing-api)")"
    if [ "$status" = "healthy" ]; then
        echo "billing-api ${TAG} is healthy"
        exit 0
    fi
    sleep 5
done

echo "billing-api ${TAG} not healthy after 60s, rolling back to ${PREV_TAG}" >&2
if [ -n "$PREV_TAG" ]; then
    sed -i "s/^BILLING_API_TAG=.*/BILLING_API_TAG=${PREV_TAG}/" .env
    docker compose up -d billing-api
fi
exit 1
