#!/usr/bin/env bash
# Build, push and roll out the API image to the given environment.
# Usage: ENVIRONMENT=staging [DEPLOY_TAG=abc123] scripts/deploy.sh

set -euo pipefail

IMAGE="registry.gitlab.example.net/bookings/api"
ENVIRONMENT="${ENVIRONMENT:-staging}"
NAMESPACE="bookings-${ENVIRONMENT}"

cd "$(dirname "$0")/.."

if [ -z "$DEPLOY_TAG" ]; then
  DEPLOY_TAG="$(git rev-parse --short HEAD)"
fi

echo "==> building ${IMAGE}:${DEPLOY_TAG}"
docker build -t "${IMAGE}:${DEPLOY_TAG}" .

echo "==> pushing"
docker push "${IMAGE}:${DEPLOY_TAG}"

echo "==> rolling out to ${NAMESPACE}"
kubectl -n "${NAMESPACE}" set image deployment/api api="${IMAGE}:${DEPLOY_TAG}"
kubectl -n "${NAMESPACE}" rollout status deployment/api --timeout=180s

echo "==> done: ${ENVIRONMENT} is on ${DEPLOY_TAG}"
