#!/usr/bin/env bash
# Deploy the API: pull image, run migrations, restart the compose service.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=lib/common.sh
source "$HERE/lib/common.sh"

usage() {
  echo "usage: $0 [--dry-run] <image-tag>" >&2
  exit 2
}

DRY_RUN=0
if [[ ${1:-} == --dry-run ]]; then
  DRY_RUN=1
  shift
fi

# run: execute a command, or only print it with --dry-run
run() {
  if [[ $DRY_RUN -eq 1 ]]; then
    printf '+ %q' "$1"; shift
    printf ' %q' "$@"; printf '\n'
  else
    "$@"
  fi
}

[[ $# -ge 1 ]] || usage
TAG=$1
COMPOSE_FILE=${COMPOSE_FILE:-/srv/api/docker-compose.yml}

require docker
load_env /etc/ops/deploy.env

log INFO "deploying api:$TAG"
run docker pull "$REGISTRY/api:$TAG"

log INFO "running migrations"
run docker run --rm --env-file /etc/ops/api.env "$REGISTRY/api:$TAG" ./manage migrate

export API_TAG=$TAG
run docker compose -f "$COMPOSE_FILE" up -d api
[[ $DRY_RUN -eq 1 ]] && exit 0

for i in $(seq 1 30); do
  if curl -fsS -m 2 http://127.0.0.1:8080/healthz >/dev/null; then
    log INFO "api:$TAG healthy after ${i}s"
    notify "deployed api:$TAG"
    exit 0
  fi
  sleep 1
done
die "api:$TAG not healthy after 30s"
