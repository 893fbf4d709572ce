#!/usr/bin/env bash
# Upload dist/ to S3 and invalidate CloudFront.
# Hashed assets get a long cache, index.html and friends must always revalidate.
set -euo pipefail

: "${BUCKET:?BUCKET is required}"
: "${DISTRIBUTION_ID:?DISTRIBUTION_ID is required}"

DIST_DIR="${DIST_DIR:-dist}"

if [[ ! -f "${DIST_DIR}/index.html" ]]; then
  echo "no ${DIST_DIR}/index.html, did the build run?" >&2
  exit 1
fi

echo "syncing hashed assets to s3://${BUCKET}"
aws s3 sync "${DIST_DIR}/assets" "s3://${BUCKET}/assets" \
  --cache-control "public, max-age=31536000, immutable" \
  --delete

echo "syncing the rest"
aws s3 sync "${DIST_DIR}" "s3://${BUCKET}" \
  --exclude "assets/*" \
  --cache-control "no-cache" \
  --delete

echo "invalidating CloudFront ${DISTRIBUTION_ID}"
aws cloudfront create-invalidation \
  --distribution-id "${DISTRIBUTION_ID}" \
  --paths "/*" \
  --query 'Invalidation.Id' --output text

echo "deployed $(git rev-parse --short HEAD) to ${BUCKET}"
