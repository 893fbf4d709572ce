#!/usr/bin/env bash
# Forge 部署脚本（staging 和 production 共用）。.env 由 Forge 的 Environment 面板维护，部署不会覆盖它。
set -euo pipefail

cd /home/forge/"${FORGE_SITE_PATH:-crm.yunke.cn}"

git pull origin "$FORGE_SITE_BRANCH"

$FORGE_COMPOSER install --no-dev --no-interaction --prefer-dist --optimize-autoloader

( flock -w 10 9 || exit 1
    echo 'Restarting FPM...'; sudo -S service "$FORGE_PHP_FPM" reload ) 9>/tmp/fpmlock

if [ -f artisan ]; then
    $FORGE_PHP artisan migrate --force
    $FORGE_PHP artisan config:cache
    $FORGE_PHP artisan route:cache
    $FORGE_PHP artisan view:cache
    $FORGE_PHP artisan queue:restart
fi

echo "deployed $(git rev-parse --short HEAD) to ${FORGE_SITE_PATH:-crm.yunke.cn}"
