#!/usr/bin/env bash
# Deploy a tagged api image on this host. Usage: deploy.sh <tag>
# Called over SSH by .github/workflows/deploy.yml.
set -euo pipefail

TAG=${1:?usage: deploy.sh <tag>}
COMPOSE="docker compose -f /opt/shop/docker-compose.yml"
STATE_FILE=/opt/shop/.deployed_tag

# one deploy at a time: a re-run workflow must not race the one still running
exec 9> /tmp/shop-deploy.lock
if ! flock -n 9; then
  echo "another deploy is running, giving up" >&2
  exit 1
fi

previous=$(cat "$STATE_FILE" 2>/dev/null || echo "")

echo "deploying api:$TAG (previous: ${previous:-none})"
export API_TAG=$TAG
$COMPOSE pull api
# --wait blocks until the healthcheck in docker-compose.yml reports healthy
if $COMPOSE up -d --wait --wait-timeout 90 api; then
  echo "api healthy"
  echo "$TAG" > "$STATE_FILE"
  exit 0
fi

echo "api did not become healthy in 90s" >&2
if [ -n "$previous" ]; then
  echo "rolling back to api:$previous" >&2
  export API_TAG=$previous
  $COMPOSE up -d api
fi
exit 1
