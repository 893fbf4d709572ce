#!/usr/bin/env bash
# Runs EF Core migrations as the migrator role before the new app version starts.
# MIGRATOR_CONNECTION comes from the pipeline secret store.
set -euo pipefail

cd "$(dirname "$0")/../src/Loyalty.Api"

if [[ -z "${MIGRATOR_CONNECTION:-}" ]]; then
  echo "MIGRATOR_CONNECTION is not set" >&2
  exit 1
fi

dotnet tool restore
echo "applying migrations as $(echo "$MIGRATOR_CONNECTION" | sed -E 's/.*Username=([^;]+).*/\1/')"
dotnet ef database update --no-build --connection "$MIGRATOR_CONNECTION"
