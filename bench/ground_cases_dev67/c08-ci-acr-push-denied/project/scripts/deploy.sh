#!/usr/bin/env bash
# Pull the given image tag on the app host and restart the container.
set -euo pipefail

TAG="${1:-latest}"
IMAGE="registry.cn-hangzhou.aliyuncs.com/xingtu/media-api:${TAG}"
KEY_FILE="$(mktemp)"
trap 'rm -f "$KEY_FILE"' EXIT

echo "$DEPLOY_KEY" > "$KEY_FILE"
chmod 600 "$KEY_FILE"

ssh_host() {
  ssh -i "$KEY_FILE" -o StrictHostKeyChecking=accept-new "deploy@${DEPLOY_HOST}" "$@"
}

echo "deploying ${IMAGE} to ${DEPLOY_HOST}"
ssh_host "docker pull ${IMAGE}"
ssh_host "docker rm -f media-api || true"
ssh_host "docker run -d --name media-api --restart=always -p 8000:8000 --env-file /etc/media-api.env ${IMAGE}"

for i in $(seq 1 20); do
  if ssh_host "curl -fsS http://127.0.0.1:8000/healthz" | grep -q ok; then
    echo "healthy after ${i} checks"
    exit 0
  fi
  sleep 3
done

echo "service did not become healthy" >&2
ssh_host "docker logs --tail 100 media-api" >&2
exit 1
