#!/usr/bin/env bash
# Build the landing page and push it to S3, then invalidate CloudFront.
set -euo pipefail

BUCKET="${BUCKET:-komorebi-lp-site-prod}"
DIST_ID="${DIST_ID:?DIST_ID is required}"
BUILD_DIR="dist"

log() { printf '[deploy] %s\n' "$*"; }

log "building"
npm ci --silent
npm run build

if [[ ! -f "$BUILD_DIR/index.html" ]]; then
  log "no $BUILD_DIR/index.html, build failed?"
  exit 1
fi

log "uploading assets to s3://$BUCKET"
aws s3 sync "$BUILD_DIR" "s3://$BUCKET" \
  --delete \
  --exclude "*.html" \
  --cache-control "public,max-age=31536000,immutable"

log "uploading html"
aws s3 sync "$BUILD_DIR" "s3://$BUCKET" \
  --exclude "*" --include "*.html" \
  --cache-control "no-cache"

log "invalidating $DIST_ID"
aws cloudfront create-invalidation --distribution-id "$DIST_ID" --paths "/*" >/dev/null
log "done"
