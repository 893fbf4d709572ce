#!/usr/bin/env bash
# Deploy a release of the site on this host.
#   deploy.sh <git-sha>     clone that commit, build it and switch to it
#   deploy.sh --rollback    switch back to the previous release
set -euo pipefail

RELEASES=/srv/site/releases
CURRENT=/srv/site/current
REPO=git@git.internal:web/site.git
KEEP=5

log() { printf '[deploy %s] %s\n' "$(date +%H:%M:%S)" "$*"; }

switch_to() {
  local dir=$1
  ln -sfn "$dir" "$CURRENT"
  RELEASE_SHA=$(basename "$dir") docker compose -f "$CURRENT/docker-compose.yml" up -d --build
  log "now serving $(basename "$dir")"
}

rollback() {
  local prev
  prev=$(ls -1t $RELEASES | head -n 1)
  if [ -z "$prev" ]; then
    log "nothing to roll back to"
    exit 1
  fi
  switch_to "$RELEASES/$prev"
}

deploy() {
  local sha=$1
  local dir=$RELEASES/$sha
  git clone --quiet "$REPO" "$dir"
  git -C "$dir" checkout --quiet "$sha"
  cp /srv/site/shared/.env "$dir/.env"
  switch_to "$dir"
  ls -1t $RELEASES | tail -n +$((KEEP + 1)) | xargs -r -I{} rm -rf "$RELEASES/{}"
}

case "${1:-}" in
  --rollback) rollback ;;
  "") echo "usage: $0 <git-sha> | --rollback" >&2; exit 2 ;;
  *) deploy "$1" ;;
esac
