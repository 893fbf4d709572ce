#!/usr/bin/env bash
# Forge deploy script (kept here for reference; Forge runs its own copy).
set -euo pipefail
cd /home/forge/mall.yunshang.cn
git pull origin "$FORGE_SITE_BRANCH"
$FORGE_COMPOSER install --no-dev --no-interaction --prefer-dist --optimize-autoloader
$FORGE_PHP artisan migrate --force
$FORGE_PHP artisan config:cache
$FORGE_PHP artisan route:cache
$FORGE_PHP artisan view:cache
( flock -w 10 9 || exit 1; echo 'Restarting FPM...'; sudo -S service $FORGE_PHP_FPM reload ) 9>/tmp/fpmlock
