#!/usr/bin/env bash
set -euo pipefail

REGISTRY=registry.cn-hangzhou.aliyuncs.com/picnote
HOST=${DEPLOY_HOST:-deploy@10.0.3.21}
DIST_URL=${DIST_URL:-https://oss-cn-hangzhou.aliyuncs.com/picnote-web/dist-latest.tar.gz}

echo "==> fetching front-end build"
rm -rf dist && mkdir dist
curl -fsSL "$DIST_URL" | tar -xz -C dist

if [[ -n "$(git status --porcelain)" ]]; then
  echo "working tree is dirty, commit first" >&2
  exit 1
fi
TAG=$(git rev-parse --short HEAD)

echo "==> building web image $TAG"
docker build -t "$REGISTRY/web:$TAG" -t "$REGISTRY/web:latest" .
docker push "$REGISTRY/web:$TAG"
docker push "$REGISTRY/web:latest"

echo "==> rolling out $TAG on $HOST"
scp docker-compose.yml "$HOST:/srv/picnote/"
ssh "$HOST" "cd /srv/picnote && WEB_TAG=$TAG docker compose pull web && WEB_TAG=$TAG docker compose up -d"
