#!/usr/bin/env bash
# Build the web image (static front end + nginx), push it and roll it out on one host.
set -euo pipefail

HOST="${DEPLOY_HOST:-web-01.internal}"
TAG="${1:?usage: deploy.sh <tag>}"
IMAGE="registry.internal/shop/web:${TAG}"

if [ ! -d dist ]; then
    echo "dist/ is missing: download the shop-frontend build artifact first" >&2
    exit 1
fi

echo "building ${IMAGE}"
docker build -t "${IMAGE}" .

echo "checking nginx config in ${IMAGE}"
docker run --rm --add-host api:127.0.0.1 --add-host media-gw.internal:127.0.0.1 "${IMAGE}" nginx -t

docker push "${IMAGE}"

echo "deploying to ${HOST}"
ssh "deploy@${HOST}" "cd /opt/shop && TAG=${TAG} docker compose pull web && TAG=${TAG} docker compose up -d web"
ssh "deploy@${HOST}" "curl -fsS http://localhost/healthz"
echo "done"
