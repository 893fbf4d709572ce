#!/usr/bin/env bash
# Build the image, unpack a new release next to the old ones, switch the symlink, restart.
# usage: scripts/deploy.sh <git-ref>
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/lib.sh

APP_ROOT=/srv/kanban
RELEASES=$APP_ROOT/releases
CURRENT_LINK=$APP_ROOT/current
KEEP_RELEASES=5
HEALTH_URL=http://127.0.0.1:8000/healthz
DRY_RUN=0

if [[ "${1:-}" == "--dry-run" ]]; then
  DRY_RUN=1
  shift
fi

run() {
  if ((DRY_RUN)); then
    log "dry-run: $*"
  else
    "$@"
  fi
}

prepare() {
  require_cmd git docker rsync curl
  REF="${1:?usage: deploy.sh <git-ref>}"
  git fetch --quiet origin
  COMMIT=$(git rev-parse --short "origin/$REF")
  log "deploying $REF ($COMMIT)"
}

release() {
  local release_dir
  release_dir="$RELEASES/$(date +%Y%m%d%H%M%S)-$COMMIT"
  run mkdir -p "$release_dir"
  if ((DRY_RUN)); then
    log "dry-run: git archive $COMMIT | tar -x -C $release_dir"
  else
    git archive "$COMMIT" | tar -x -C "$release_dir"
  fi
  run cp "$APP_ROOT/shared/.env" "$release_dir/.env"
  run docker compose -f "$release_dir/docker-compose.yml" build --quiet web
  run ln -sfn "$RELEASE_DIR" "$CURRENT_LINK"
  log "current -> $RELEASE_DIR"
}

restart() {
  run docker compose -f "$CURRENT_LINK/docker-compose.yml" up -d --remove-orphans
  ((DRY_RUN)) || wait_healthy "$HEALTH_URL" 60
}

cleanup() {
  ls -1dt "$RELEASES"/*/ | tail -n +$((KEEP_RELEASES + 1)) | xargs -r rm -rf
}

prepare "$@"
release
restart
cleanup
log "done"
