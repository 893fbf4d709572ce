#!/usr/bin/env bash
# Deploy an image to Fly.io. Usage: scripts/deploy.sh <image>
set -euo pipefail

image="${1:?usage: deploy.sh <image>}"

curl -fsSL https://fly.io/install.sh | sh >/dev/null
export PATH="$HOME/.fly/bin:$PATH"

flyctl deploy \
  --app parcel-api-prod \
  --image "$image" \
  --strategy rolling \
  --wait-timeout 300
