#!/usr/bin/env bash
# Build and push the image, then roll the deployment in the k8s cluster.
# The ingress and SLB are managed by ops in the infra-k8s repo, not here.
set -euo pipefail

REGISTRY="registry.cn-hangzhou.aliyuncs.com/acme"
IMAGE="$REGISTRY/img-upload"
NAMESPACE="media"
DEPLOYMENT="img-upload"
TAG="$(git rev-parse --short HEAD)"
if [[ -n "$(git status --porcelain)" ]]; then
  TAG="$TAG-dirty"
fi

log() {
  echo "[deploy] $*"
}

build() {
  log "building $IMAGE:$TAG"
  docker build -t "$IMAGE:$TAG" .
}

push() {
  log "pushing $IMAGE:$TAG"
  docker push "$IMAGE:$TAG"
}

roll() {
  log "rolling $DEPLOYMENT in $NAMESPACE"
  kubectl -n "$NAMESPACE" set image "deployment/$DEPLOYMENT" web="$IMAGE:$TAG"
  kubectl -n "$NAMESPACE" rollout status "deployment/$DEPLOYMENT" --timeout=180s
}

build
push
roll
log "done"
