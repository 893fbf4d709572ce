#!/bin/bash
set -e
source /opt/price-sync/venv/bin/activate
python -m price_sync.cli import-all
python -m price_sync.cli report
