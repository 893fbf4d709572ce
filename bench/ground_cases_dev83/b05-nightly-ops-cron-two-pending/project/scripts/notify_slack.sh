#!/usr/bin/env bash
# Post to Slack when last night's backup did not finish.
set -euo pipefail

WEBHOOK_URL=${SLACK_WEBHOOK_URL:?SLACK_WEBHOOK_URL is not set}
LAST_RUN=/var/lib/nightly-ops/backup.last
MAX_AGE_HOURS=26

post() {
  local text=$1
  curl -fsS -X POST -H 'Content-Type: application/json' \
    --data "{\"text\": \"$text\"}" "$WEBHOOK_URL" > /dev/null
}

if [ "${1:-}" != "--check-last-run" ]; then
  post "$*"
  exit 0
fi

if [ ! -f "$LAST_RUN" ]; then
  post ":warning: nightly backup has never completed on $(hostname)"
  exit 0
fi

age=$(( ( $(date +%s) - $(date -d "$(cat "$LAST_RUN")" +%s) ) / 3600 ))
if [ "$age" -gt "$MAX_AGE_HOURS" ]; then
  post ":rotating_light: last backup on $(hostname) finished ${age}h ago"
fi
