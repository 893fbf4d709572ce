#!/usr/bin/env bash
# Pull the new image on the prod host and restart the stack.
set -euo pipefail

TAG=${1:?usage: deploy.sh <image-tag>}
KEY_FILE=$(mktemp)
trap 'rm -f "$KEY_FILE"' EXIT

echo "$SSH_KEY" > "$KEY_FILE"
chmod 600 "$KEY_FILE"

ssh -i "$KEY_FILE" -o StrictHostKeyChecking=accept-new "deploy@$DEPLOY_HOST" \
  "cd /srv/billing && TAG=$TAG docker compose -f compose.prod.yml pull web && TAG=$TAG docker compose -f compose.prod.yml up -d web"

for i in $(seq 1 20); do
  if ssh -i "$KEY_FILE" "deploy@$DEPLOY_HOST" "curl -fsS http://localhost:8080/healthz" >/dev/null; then
    echo "deployed $TAG"
    exit 0
  fi
  sleep 3
done
echo "web did not become healthy" >&2
exit 1
