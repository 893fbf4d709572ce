#!/usr/bin/env bash
# Build, push and roll out one service to the prod cluster.
# usage: scripts/deploy.sh <service> [git-ref]
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "${SCRIPT_DIR}/lib/common.sh"

SERVICE="${1:?usage: deploy.sh <service> [git-ref]}"
REF="${2:-HEAD}"
REGISTRY="${REGISTRY:-registry.cn-shanghai.aliyuncs.com/hexin}"
NAMESPACE="${NAMESPACE:-prod}"
RELEASE="${SERVICE}"
CHART_DIR="${SCRIPT_DIR}/../helm/${SERVICE}"
HEALTH_URL="https://${SERVICE}.internal.hexin.cn/healthz"

require_cmd docker helm kubectl curl git jq

TAG="$(git rev-parse --short=10 "${REF}")"
IMAGE="${REGISTRY}/${SERVICE}:${TAG}"

log_info "deploying ${SERVICE} ${TAG} to ${NAMESPACE}"
mkdir -p artifacts

if ! docker manifest inspect "${IMAGE}" >/dev/null 2>&1; then
  log_info "building ${IMAGE}"
  docker build -t "${IMAGE}" -f "services/${SERVICE}/Dockerfile" .
  retry 3 docker push "${IMAGE}"
else
  log_info "image ${IMAGE} already pushed, skipping build"
fi

PREV_REVISION="$(helm history "${RELEASE}" -n "${NAMESPACE}" --max 1 -o json | jq -r '.[0].revision')"

helm upgrade --install "${RELEASE}" "${CHART_DIR}" \
  -n "${NAMESPACE}" \
  -f "${CHART_DIR}/values-prod.yaml" \
  --set image.tag="${TAG}" \
  --wait --timeout 10m 2>&1 | tee "artifacts/deploy-${SERVICE}.log"

kubectl rollout status "deployment/${SERVICE}" -n "${NAMESPACE}"

health_check() {
  local code
  code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "${HEALTH_URL}")"
  [[ "${code}" == "200" ]]
}

if ! retry 5 health_check; then
  log_error "health check failed, rolling back to revision ${PREV_REVISION}"
  helm rollback "${RELEASE}" "${PREV_REVISION}" -n "${NAMESPACE}" --wait
  notify_feishu "❌ ${SERVICE} ${TAG} 发布失败，已回滚到 r${PREV_REVISION}"
  exit 1
fi

notify_feishu "✅ ${SERVICE} ${TAG} 已发布到 ${NAMESPACE}"
log_info "done"
