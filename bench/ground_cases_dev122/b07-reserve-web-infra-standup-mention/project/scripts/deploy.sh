#!/usr/bin/env bash
# Build, push and roll out a new image to ECS.
set -euo pipefail

SHA=${1:?usage: deploy.sh <git-sha>}
REGION=${AWS_REGION:-ap-northeast-1}
ACCOUNT=$(aws sts get-caller-identity --query Account --output text)
REGISTRY="$ACCOUNT.dkr.ecr.$REGION.amazonaws.com"
IMAGE="$REGISTRY/${ECR_REPOSITORY:-reserve-web}:$SHA"

aws ecr get-login-password --region "$REGION" | docker login --username AWS --password-stdin "$REGISTRY"
docker build -t "$IMAGE" .
docker push "$IMAGE"

aws ecs update-service \
  --cluster reserve-web-production \
  --service web \
  --force-new-deployment \
  --region "$REGION" >/dev/null

echo "deployed $IMAGE"
