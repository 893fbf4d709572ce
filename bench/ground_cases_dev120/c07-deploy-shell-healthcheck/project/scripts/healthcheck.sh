#!/usr/bin/env bash
# Usage: scripts/healthcheck.sh <url> [retries] [interval-seconds]
# Exits 0 as soon as the service answers, 1 when the retries run out.
set -u

url="$1"
retries="${2:-10}"
interval="${3:-3}"

for i in $(seq 1 "$retries"); do
  if curl -sS -o /dev/null --max-time 2 "$url"; then
    echo "healthy after $i attempt(s): $url"
    exit 0
  fi
  echo "not ready yet ($i/$retries)"
  sleep "$interval"
done

echo "unhealthy: $url" >&2
exit 1
