#!/usr/bin/env bash
# Usage: deploy.sh <env> <image-tag>
set -euo pipefail

ENV_NAME="${1:?env required (staging|prod)}"
TAG="${2:?image tag required}"
NAMESPACE="notify-${ENV_NAME}"
IMAGE="registry.cn-hangzhou.aliyuncs.com/acme/notify-svc:${TAG}"
ROLLOUT_TIMEOUT="${ROLLOUT_TIMEOUT:-300}"   # seconds
POLL_INTERVAL=5

log() { echo "[deploy $(date +%H:%M:%S)] $*"; }

check_tag() {
  if [[ "$TAG" == "latest" || "$TAG" == *dirty* || ! "$TAG" =~ ^[0-9a-f]{7,40}$ ]]; then
    log "refusing to deploy tag '${TAG}': use a commit sha"
    exit 2
  fi
}

wait_rollout() {
  local ready desired
  for i in $(seq 1 "$ROLLOUT_TIMEOUT"); do
    ready=$(kubectl -n "$NAMESPACE" get deploy notify-svc -o jsonpath='{.status.updatedReadyReplicas}' 2>/dev/null || true)
    desired=$(kubectl -n "$NAMESPACE" get deploy notify-svc -o jsonpath='{.spec.replicas}')
    if [[ "${ready:-0}" == "$desired" ]]; then
      log "rollout done (${ready}/${desired})"
      return 0
    fi
    log "waiting for rollout (${ready:-0}/${desired})"
    sleep "$POLL_INTERVAL"
  done
  log "E_ROLLOUT_TIMEOUT after ${ROLLOUT_TIMEOUT}s"
  return 1
}

main() {
  check_tag
  log "deploying ${IMAGE} to ${NAMESPACE}"
  kubectl -n "$NAMESPACE" set image deploy/notify-svc app="$IMAGE"
  if ! wait_rollout; then
    log "rolling back"
    kubectl -n "$NAMESPACE" rollout undo deploy/notify-svc
    exit 3
  fi
}

main "$@"
