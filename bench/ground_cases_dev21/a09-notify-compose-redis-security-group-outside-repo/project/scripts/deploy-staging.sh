#!/usr/bin/env bash
# Deploy the current commit to the staging host.
set -euo pipefail

HOST="${STAGING_HOST:-notify-staging-01}"
REF="$(git rev-parse --short HEAD)"

echo "==> building images for $REF"
docker compose -f docker-compose.yml -f docker-compose.staging.yml build

echo "==> pushing secrets from SSM"
aws ssm get-parameters-by-path --path /notify/staging --with-decryption \
  --query 'Parameters[].[Name,Value]' --output text |
  awk '{ n=$1; sub(".*/", "", n); print toupper(n) "=" $2 }' > .env.staging.secrets

echo "==> shipping to $HOST"
rsync -az --delete --exclude .git ./ "deploy@$HOST:/srv/notify/"
ssh "deploy@$HOST" "cd /srv/notify && \
  set -a && . ./.env.staging.secrets && . ./deploy/staging.env && set +a && \
  docker compose -f docker-compose.yml -f docker-compose.staging.yml up -d --remove-orphans"

rm -f .env.staging.secrets
echo "==> deployed $REF to $HOST"
