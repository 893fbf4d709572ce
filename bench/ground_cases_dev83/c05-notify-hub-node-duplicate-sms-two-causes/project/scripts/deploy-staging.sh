#!/usr/bin/env bash
set -euo pipefail

TAG="${1:?usage: deploy-staging.sh <image-tag>}"
HOST="deploy@10.0.12.31"
DIR="/srv/notify-hub"

COMPOSE="docker compose -f docker-compose.yml -f docker-compose.staging.yml"

scp docker-compose.yml docker-compose.staging.yml .env.staging "$HOST:$DIR/"
ssh "$HOST" "cd $DIR && TAG=$TAG $COMPOSE pull api worker && TAG=$TAG $COMPOSE up -d"
echo "deployed notify-hub:$TAG to staging"
