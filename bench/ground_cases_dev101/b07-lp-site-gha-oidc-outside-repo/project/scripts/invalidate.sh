#!/usr/bin/env bash
# Create a CloudFront invalidation and wait for it.
# usage: invalidate.sh <distribution-id> <path>...
set -euo pipefail

if [[ $# -lt 2 ]]; then
  echo "usage: $0 <distribution-id> <path>..." >&2
  exit 2
fi

DISTRIBUTION_ID="$1"
shift
PATHS=("$@")

id="$(aws cloudfront create-invalidation \
  --distribution-id "$DISTRIBUTION_ID" \
  --paths "${PATHS[@]}" \
  --query 'Invalidation.Id' --output text)"

echo "invalidation $id created for ${PATHS[*]}"

if [[ "${WAIT:-1}" == "1" ]]; then
  started=$(date +%s)
  aws cloudfront wait invalidation-completed \
    --distribution-id "$DISTRIBUTION_ID" \
    --id "$id"
  echo "invalidation $id completed in $(( $(date +%s) - started ))s"
else
  echo "not waiting (WAIT=${WAIT}); check with:"
  echo "  aws cloudfront get-invalidation --distribution-id $DISTRIBUTION_ID --id $id"
fi
