#!/bin/bash
# cron: 0 5 * * * /Users/ines/shop-tools/pricefeed/run_nightly.sh
cd "$(dirname "$0")" || exit 1
echo "$(date '+%Y-%m-%d %H:%M') start" >> "$HOME/shop-tools/pricefeed-cron.log"
source .venv/bin/activate
LINDQVIST_PASSWORD="$(security find-generic-password -s pricefeed-lindqvist -w)" || exit 1
export LINDQVIST_PASSWORD
python3 scrape_prices.py
