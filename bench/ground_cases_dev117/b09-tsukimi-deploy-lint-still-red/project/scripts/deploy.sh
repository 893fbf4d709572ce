#!/usr/bin/env bash
# usage: scripts/deploy.sh <staging|production> <git-ref>
# Builds the site on the deploy host and switches the "current" symlink.
set -euo pipefail

ENV_NAME="${1:?env (staging|production)}"
REF="${2:?git ref}"
APP_ROOT="/srv/tsukimi-web/${ENV_NAME}"
RELEASES_DIR="${APP_ROOT}/releases"
KEEP_RELEASES=5
STAMP="$(date +%Y%m%d%H%M%S)"
RELEASE="${RELEASES_DIR}/${STAMP}"

log() { printf '[deploy %s] %s\n' "$(date +%H:%M:%S)" "$*"; }

log "fetching ${REF}"
git -C "${APP_ROOT}/repo" fetch --quiet origin
git -C "${APP_ROOT}/repo" worktree add --detach "${RELEASE}" "${REF}"

log "building"
cd "${RELEASE}"
npm ci --no-audit --no-fund
npm run build

log "switching current -> ${STAMP}"
ln -sfn "${RELEASE}" "${APP_ROOT}/current.tmp"
mv -T "${APP_ROOT}/current.tmp" "${APP_ROOT}/current"
sudo systemctl reload tsukimi-web

log "cleaning old releases (keep ${KEEP_RELEASES})"
for old in $(ls -1t "${RELEASES_DIR}" | tail -n +$((KEEP_RELEASES + 1))); do
  git -C "${APP_ROOT}/repo" worktree remove --force "${RELEASES_DIR}/${old}" || true
  rm -rf ${RELEASES_DIR}/${old}
done
log "done"
