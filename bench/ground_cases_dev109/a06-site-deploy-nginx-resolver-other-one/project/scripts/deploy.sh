#!/usr/bin/env bash
# Zero-downtime deploy: build the idle colour, wait for it, move the alias.
set -euo pipefail
cd "$(dirname "$0")/.."

dry_run=false
if [[ "${1:-}" == "--dry-run" ]]; then
  dry_run=true
fi

current_colour() {
  if docker network inspect web -f '{{range .Containers}}{{.Name}} {{end}}' | grep -q app_green; then
    if docker inspect -f '{{json .NetworkSettings.Networks.web.Aliases}}' "$(docker compose ps -q app_green)" | grep -q '"app"'; then
      echo green
      return
    fi
  fi
  echo blue
}

old="$(current_colour)"
new=$([ "$old" = blue ] && echo green || echo blue)
echo "deploy: $old -> $new"
if $dry_run; then
  exit 0
fi

docker compose --profile green build "app_$new"
docker compose --profile green up -d --no-deps "app_$new"
new_id="$(docker compose ps -q "app_$new")"
old_id="$(docker compose ps -q "app_$old")"

./scripts/healthcheck.sh "$new_id" 30

docker network disconnect web "$new_id"
docker network connect --alias app web "$new_id"
docker network disconnect web "$old_id"
docker network connect web "$old_id"

docker compose stop "app_$old"
echo "deploy: $new is live"
