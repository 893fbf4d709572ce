#!/usr/bin/env bash
# Run by Forge on every push to main. The server's .env is managed in Forge, not in git.
set -euo pipefail

cd /home/forge/karto.app

git pull origin main
composer install --no-interaction --prefer-dist --optimize-autoloader --no-dev

php artisan migrate --force
php artisan config:cache
php artisan route:cache
php artisan view:cache
php artisan queue:restart

echo "deployed $(git rev-parse --short HEAD)"
