#!/usr/bin/env bash
# 用法: scripts/deploy.sh <staging|prod> [image-tag]
set -euo pipefail

DRY_RUN=0
if [[ "${1:-}" == "--dry-run" ]]; then
  DRY_RUN=1
  shift
fi

ENV="${1:-}"
TAG="${2:-$(git rev-parse --short HEAD)}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CHART_DIR="$ROOT/charts/upload-api"
RELEASE="upload-api"

usage() {
  echo "usage: $0 [--dry-run] <staging|prod> [image-tag]" >&2
  exit 1
}

case "$ENV" in
  staging) NAMESPACE="upload-staging"; KUBE_CONTEXT="ack-staging" ;;
  prod)    NAMESPACE="upload-prod";    KUBE_CONTEXT="ack-prod" ;;
  *) usage ;;
esac

VALUES=(-f "$CHART_DIR/values.yaml")
if [[ -f "$CHART_DIR/values-$ENV.yaml" ]]; then
  VALUES+=(-f "$CHART_DIR/values-$ENV.yaml")
fi

if [[ "$DRY_RUN" == 1 ]]; then
  echo ">> dry run: diff $RELEASE ($ENV, tag=$TAG) against the cluster"
  helm template "$RELEASE" "$CHART_DIR" --namespace "$NAMESPACE" "${VALUES[@]}" --set image.tag="$TAG" \
    | kubectl --context "$KUBE_CONTEXT" -n "$NAMESPACE" diff -f - || true
  exit 0
fi

if [[ "$ENV" == "prod" ]]; then
  read -r -p "确认发布 $RELEASE:$TAG 到 prod? [y/N] " answer
  [[ "$answer" == "y" ]] || { echo "已取消"; exit 1; }
fi

echo ">> helm upgrade $RELEASE ($ENV, tag=$TAG)"
helm upgrade --install "$RELEASE" "$CHART_DIR" \
  --kube-context "$KUBE_CONTEXT" \
  --namespace "$NAMESPACE" \
  "${VALUES[@]}" \
  --set image.tag="$TAG" \
  --wait --timeout 5m

echo ">> rollout status"
kubectl --context "$KUBE_CONTEXT" -n "$NAMESPACE" rollout status deploy/"$RELEASE" --timeout=120s

"$ROOT/scripts/smoke.sh" "$ENV"
