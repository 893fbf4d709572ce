#!/usr/bin/env bash
# Roll the billing-api deployment to a given image tag and wait for it.
set -euo pipefail

REGISTRY="${REGISTRY:-ghcr.io/lumen-labs}"
IMAGE_REPO="$REGISTRY/billing-api"
NAMESPACE="${NAMESPACE:-billing}"
TAG="${1:?usage: deploy.sh <tag>}"

kubectl config current-context

echo "deploying $IMAGE_REPO:$TAG to $NAMESPACE"
kubectl -n "$NAMESPACE" set image deployment/billing-api \
  api="${IMAGE}:${TAG}"
kubectl -n "$NAMESPACE" rollout status deployment/billing-api --timeout=180s
kubectl -n "$NAMESPACE" annotate deployment/billing-api \
  kubernetes.io/change-cause="deploy $TAG by ${GITHUB_ACTOR:-$USER}" --overwrite
