#!/usr/bin/env bash
# Run alembic migrations inside the new image against the environment's database.
set -euo pipefail

ENV="$1"
IMAGE="$2"

docker run --rm \
  --env-file "deploy/${ENV}.env" \
  "$IMAGE" \
  alembic upgrade head
