#!/usr/bin/env bash
# usage: deploy.sh <staging|production> <image>
set -euo pipefail

ENV="$1"
IMAGE="$2"
CLUSTER="notify-${ENV}"
SERVICE="notify-svc"

TASK_DEF=$(aws ecs describe-services --cluster "$CLUSTER" --services "$SERVICE" \
  --query 'services[0].taskDefinition' --output text)

NEW_DEF=$(aws ecs describe-task-definition --task-definition "$TASK_DEF" --query taskDefinition \
  | jq --arg img "$IMAGE" '.containerDefinitions[0].image = $img
      | del(.taskDefinitionArn, .revision, .status, .requiresAttributes, .compatibilities, .registeredAt, .registeredBy)')

NEW_ARN=$(aws ecs register-task-definition --cli-input-json "$NEW_DEF" \
  --query 'taskDefinition.taskDefinitionArn' --output text)

aws ecs update-service --cluster "$CLUSTER" --service "$SERVICE" --task-definition "$NEW_ARN" >/dev/null
aws ecs wait services-stable --cluster "$CLUSTER" --services "$SERVICE"
echo "deployed $IMAGE to $CLUSTER/$SERVICE ($NEW_ARN)"
