#!/usr/bin/env bash
set -euo pipefail

: "${IMAGE_TAG:?IMAGE_TAG is required}"
REGION="${REGION:-asia-northeast1}"
SERVICE="${SERVICE:-stamp-api}"
IMAGE="${REGION}-docker.pkg.dev/${GCP_PROJECT:-stamp-prod}/apps/${SERVICE}:${IMAGE_TAG}"

gcloud builds submit --tag "$IMAGE" .
gcloud run deploy "$SERVICE" \
  --image "$IMAGE" \
  --region "$REGION" \
  --allow-unauthenticated \
  --quiet
