#!/usr/bin/env bash
set -euo pipefail

# Usage: scripts/deploy.sh <staging|production>
ENV=${1:?usage: scripts/deploy.sh <staging|production>}
APP_DIR=/srv/hanabi-web
RELEASE=$(date +%Y%m%d%H%M%S)
HOST=$(grep "^$ENV=" deploy/hosts | cut -d= -f2 || true)

if [ -z "$HOST" ]; then
  echo "unknown env: $ENV" >&2
  exit 1
fi

pnpm build
ARCHIVE="/tmp/hanabi-$RELEASE.tgz"
tar czf "$ARCHIVE" .next public package.json pnpm-lock.yaml next.config.mjs
scp "$ARCHIVE" "deploy@$HOST:/tmp/"
ssh "deploy@$HOST" "set -e
  mkdir -p $APP_DIR/releases/$RELEASE
  tar xzf /tmp/hanabi-$RELEASE.tgz -C $APP_DIR/releases/$RELEASE
  cd $APP_DIR/releases/$RELEASE && pnpm install --prod --frozen-lockfile
  ln -sfn $APP_DIR/releases/$RELEASE $APP_DIR/current
  sudo systemctl restart hanabi-web"
rm "$ARCHIVE"
