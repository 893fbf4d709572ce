#!/usr/bin/env bash
# Usage: healthcheck.sh <container> [tries]
# Exits 0 once the container answers /healthz, 1 after <tries> attempts.
set -euo pipefail

container="${1:?usage: healthcheck.sh <container> [tries]}"
tries="${2:-30}"
code=""

ip_of() {
  docker inspect -f '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}' "$1"
}

ip="$(ip_of "$container")"
if [[ -z "$ip" ]]; then
  echo "healthcheck: $container has no IP" >&2
  exit 1
fi

for ((i = 1; i <= tries; i++)); do
  code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "http://$ip:3000/healthz" || true)"
  if [[ "$code" =~ ^[23][0-9][0-9]$ ]]; then
    echo "healthcheck: $container healthy after $i attempt(s) (HTTP $code)"
    exit 0
  fi
  sleep 1
done

echo "healthcheck: $container not healthy after $tries attempts (last HTTP $code)" >&2
exit 1
