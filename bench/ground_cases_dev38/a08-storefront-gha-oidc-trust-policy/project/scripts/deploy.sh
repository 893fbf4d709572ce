#!/usr/bin/env bash
# Sync a build folder to the storefront bucket and invalidate CloudFront.
# Usage: scripts/deploy.sh <dir> <bucket> <distribution-id>
set -euo pipefail

dir=${1:?build dir}
bucket=${2:?bucket}
distribution=${3:?distribution id}

if [[ ! -f "$dir/index.html" ]]; then
  echo "deploy: $dir/index.html missing, did the build run?" >&2
  exit 1
fi

# Hashed assets are immutable; cache them for a year.
aws s3 sync "$dir/assets" "s3://$bucket/assets" \
  --delete \
  --cache-control "public,max-age=31536000,immutable"

# Everything else (index.html, robots.txt, manifest) must revalidate.
aws s3 sync "$dir" "s3://$bucket" \
  --delete \
  --exclude "assets/*" \
  --cache-control "public,max-age=0,must-revalidate"

aws cloudfront create-invalidation \
  --distribution-id "$distribution" \
  --paths "/index.html" "/" \
  --query 'Invalidation.Id' --output text

echo "deploy: done ($bucket)"
