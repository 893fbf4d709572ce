#!/usr/bin/env bash
# Build the API image and push it to the registry.
set -euo pipefail

REGISTRY="${REGISTRY:-ghcr.io/lumen-labs}"
IMAGE_REPO="$REGISTRY/billing-api"
TAG="$(git rev-parse --short=12 HEAD)"

cd "$(dirname "$0")/.."

if [[ -n "$(git status --porcelain)" ]]; then
  TAG="$TAG-dirty"
fi

echo "building $IMAGE_REPO:$TAG"
docker build --pull -t "$IMAGE_REPO:$TAG" .
docker push "$IMAGE_REPO:$TAG"

if [[ -n "${GITHUB_OUTPUT:-}" ]]; then
  echo "tag=$TAG" >> "$GITHUB_OUTPUT"
fi
