#!/usr/bin/env bash
# Register a new task definition revision with the given image and roll the ECS service.
set -euo pipefail

IMAGE="${1:?usage: deploy.sh IMAGE}"
CLUSTER="${ECS_CLUSTER:-stamp-rally-prod}"
SERVICE="${ECS_SERVICE:-stamp-rally-web}"
FAMILY="${ECS_TASK_FAMILY:-stamp-rally-web}"

current=$(aws ecs describe-task-definition --task-definition "$FAMILY" --query taskDefinition)
next=$(echo "$current" | jq --arg img "$IMAGE" '
  .containerDefinitions[0].image = $img
  | del(.taskDefinitionArn, .revision, .status, .requiresAttributes, .compatibilities,
        .registeredAt, .registeredBy)')

arn=$(aws ecs register-task-definition --cli-input-json "$next" --query taskDefinition.taskDefinitionArn --output text)
echo "registered $arn"

aws ecs update-service --cluster "$CLUSTER" --service "$SERVICE" --task-definition "$arn" >/dev/null
aws ecs wait services-stable --cluster "$CLUSTER" --services "$SERVICE"
echo "deployed $IMAGE"
