#!/usr/bin/env bash
# Post-deploy smoke test: health endpoint, version, and a dry-run render.
set -euo pipefail

BASE="${1:?usage: smoke.sh BASE_URL}"
TRIES=10

for i in $(seq 1 "$TRIES"); do
  if curl -fsS "$BASE/healthz" >/dev/null; then
    break
  fi
  if [ "$i" -eq "$TRIES" ]; then
    echo "healthz never came up at $BASE" >&2
    exit 1
  fi
  sleep 3
done

version=$(curl -fsS "$BASE/version")
echo "deployed version: $version"

status=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$BASE/v1/render" \
  -H 'content-type: application/json' \
  -d '{"template":"invoice-reminder","locale":"de","data":{"name":"Smoke","amount":"1,00 €"},"dryRun":true}')
if [ "$status" != "200" ]; then
  echo "render dry-run answered $status" >&2
  exit 1
fi

echo "smoke test passed"
