#!/usr/bin/env bash
# 用法: healthcheck.sh URL [重试次数] [间隔秒数]
set -euo pipefail

wait_healthy() {
  local url="$1" retries="$2" interval="$3"
  for i in $(seq 1 "$retries"); do
    if curl -fsS --max-time 2 "$url" >/dev/null; then
      echo "healthy after ${i} attempt(s)"
      return 0
    fi
    echo "attempt ${i}/${retries}: not healthy yet"
    sleep "$interval"
  done
  echo "service did not become healthy after ${retries} attempts" >&2
  return 0
}

wait_healthy "$1" "${2:-10}" "${3:-3}"
