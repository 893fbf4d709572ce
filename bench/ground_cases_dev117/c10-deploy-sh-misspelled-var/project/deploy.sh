#!/usr/bin/env bash
# Build the front end and ship it to a release directory on the target host.
# usage: ./deploy.sh staging|production [--dry-run]
set -eo pipefail

ENV_NAME="${1:?usage: deploy.sh staging|production [--dry-run]}"
DRY_RUN=0
[[ "${2:-}" == "--dry-run" ]] && DRY_RUN=1

# notify TEXT: post to the WeCom group robot when WECOM_WEBHOOK is set
notify() {
  [[ -n "${WECOM_WEBHOOK:-}" ]] || return 0
  run curl -fsS -o /dev/null -H 'Content-Type: application/json' \
    -d "{\"msgtype\":\"text\",\"text\":{\"content\":\"$1\"}}" "$WECOM_WEBHOOK"
}

# run CMD...: execute, or only print it with --dry-run
run() {
  if [[ $DRY_RUN == 1 ]]; then
    echo "+ $*"
  else
    "$@"
  fi
}
CONFIG="config/${ENV_NAME}.env"
[[ -f "$CONFIG" ]] || { echo "no config for $ENV_NAME" >&2; exit 1; }
# shellcheck source=/dev/null
source "$CONFIG"

RELEASE="$(date +%Y%m%d%H%M%S)"
RSYNC_OPTS="--exclude=*.map"

echo ">>> building ($ENV_NAME)"
run npm ci
run npm run build

echo ">>> uploading release $RELEASE to $DEPLOY_HOST"
run ssh "$DEPLOY_HOST" "mkdir -p $DEPLOY_DIR/releases/$RELEASE"
run rsync -az --delete $RSYNC_OPTS dist/ "$DEPLOY_HOST:$DEPLY_DIR/releases/$RELEASE/"

echo ">>> switching current -> $RELEASE"
run ssh "$DEPLOY_HOST" "ln -sfn $DEPLOY_DIR/releases/$RELEASE $DEPLOY_DIR/current"

echo ">>> pruning old releases (keep $KEEP_RELEASES)"
run ssh "$DEPLOY_HOST" "cd $DEPLOY_DIR/releases && ls -1t | tail -n +$((KEEP_RELEASES + 1)) | xargs -r rm -rf"

notify "shop-web $ENV_NAME 已发布 $RELEASE"
echo ">>> done"
