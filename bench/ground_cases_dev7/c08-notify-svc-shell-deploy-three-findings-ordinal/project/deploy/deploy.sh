#!/usr/bin/env bash
# 发布脚本：在 GitHub Actions 里执行，把代码同步到服务器、装依赖、切换 current 并重启服务
set -uo pipefail

HOST="${DEPLOY_HOST:?DEPLOY_HOST is required}"
DEPLOY_USER="${DEPLOY_USER:-deploy}"
APP_DIR="/srv/notify-svc"
RELEASE="$(date +%Y%m%d%H%M%S)"
REMOTE="${DEPLOY_USER}@${HOST}"

echo "==> uploading release ${RELEASE} to ${HOST}"
rsync -az --delete --exclude node_modules --exclude .git ./ "${REMOTE}:${APP_DIR}/releases/${RELEASE}/"

echo "==> installing dependencies"
ssh "$REMOTE" "cd ${APP_DIR}/releases/${RELEASE} && npm ci --omit=dev"

echo "==> switching current -> ${RELEASE}"
ssh "$REMOTE" "ln -sfn ${APP_DIR}/releases/${RELEASE} ${APP_DIR}/current"

echo "==> restarting service"
ssh "$REMOTE" "sudo systemctl restart notify-svc"

echo "==> health check"
./deploy/healthcheck.sh "http://${HOST}:3100/healthz"

echo "==> cleaning old releases"
ssh "$REMOTE" "cd ${APP_DIR}/releases && ls -1t | tail -n +6 | xargs -r rm -rf"

echo "==> done"
