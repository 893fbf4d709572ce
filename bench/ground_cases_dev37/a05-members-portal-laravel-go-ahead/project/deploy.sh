#!/usr/bin/env bash
# Deploy on the app server: ./deploy.sh [branch]
set -euo pipefail

BRANCH="${1:-main}"
APP_DIR=/var/www/members-portal

cd "$APP_DIR"
php artisan down --retry=15

git fetch origin "$BRANCH"
git reset --hard "origin/$BRANCH"

composer install --no-dev --prefer-dist --optimize-autoloader --no-interaction
npm ci && npm run build

php artisan migrate --force
php artisan config:cache
php artisan route:cache
php artisan view:cache

sudo systemctl reload php8.3-fpm
php artisan queue:restart
php artisan up
