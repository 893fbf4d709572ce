#!/usr/bin/env bash
# Runs on the production host, called by the deploy workflow over ssh.
set -euo pipefail

APP_DIR=/srv/reportly
INCOMING="$APP_DIR/incoming"
VENV="$APP_DIR/venv"

wheel=$(ls -t "$INCOMING"/dist/reportly-*.whl | head -n 1)
echo "installing $wheel"
"$VENV/bin/pip" install --quiet --upgrade "$wheel"

echo "running migrations"
"$VENV/bin/python" -m reportly.migrate --database "$REPORTLY_DATABASE_URL"

echo "restarting"
sudo systemctl restart reportly-export.timer
sudo systemctl restart reportly-web

rm -rf "$INCOMING"/dist
echo "done"
