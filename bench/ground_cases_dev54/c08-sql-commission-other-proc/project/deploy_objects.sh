#!/usr/bin/env bash
# Redeploys every view and procedure (CREATE OR ALTER) to the given environment.
set -euo pipefail
ENV="${1:?usage: deploy_objects.sh <env>}"
source "conf/${ENV}.env"
for f in db/views/*.sql db/procs/*.sql; do
  echo "deploying $f"
  sqlcmd -S "$DB_SERVER" -d "$DB_NAME" -U "$DB_USER" -P "$DB_PASSWORD" -b -i "$f"
done
