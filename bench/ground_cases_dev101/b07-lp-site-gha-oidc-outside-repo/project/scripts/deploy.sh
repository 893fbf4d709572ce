#!/usr/bin/env bash
# Upload dist/ to the site bucket and invalidate CloudFront.
# usage: deploy.sh [--dry-run] <bucket> <distribution-id>
set -euo pipefail

DRY_RUN=0
if [[ "${1:-}" == "--dry-run" ]]; then
  DRY_RUN=1
  shift
fi

if [[ $# -lt 2 ]]; then
  echo "usage: $0 [--dry-run] <bucket> <distribution-id>" >&2
  exit 2
fi

BUCKET="$1"
DISTRIBUTION_ID="$2"
DIST_DIR="${DIST_DIR:-dist}"
HERE="$(cd "$(dirname "$0")" && pwd)"

if [[ ! -d "$DIST_DIR" ]]; then
  echo "no $DIST_DIR/; run npm run build first" >&2
  exit 1
fi

sync_flags=(--delete)
if [[ "$DRY_RUN" == "1" ]]; then
  sync_flags+=(--dryrun)
fi

echo "==> syncing $DIST_DIR/ to s3://$BUCKET (assets)"
aws s3 sync "$DIST_DIR/" "s3://$BUCKET/" "${sync_flags[@]}" \
  --exclude "*.html" \
  --cache-control "public, max-age=31536000, immutable"

echo "==> syncing $DIST_DIR/ to s3://$BUCKET (html)"
aws s3 sync "$DIST_DIR/" "s3://$BUCKET/" "${sync_flags[@]}" \
  --exclude "*" --include "*.html" \
  --cache-control "public, max-age=60, must-revalidate"

if [[ "$DRY_RUN" == "1" ]]; then
  echo "==> dry run: skipping invalidation"
  exit 0
fi

echo "==> invalidating $DISTRIBUTION_ID"
"$HERE/invalidate.sh" "$DISTRIBUTION_ID" "/*"

echo "==> done"
