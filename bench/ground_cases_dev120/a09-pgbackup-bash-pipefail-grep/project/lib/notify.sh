#!/usr/bin/env bash
# Post a one-line message to the #ops Slack channel, if a webhook is configured.

notify() {
  local text="$1"
  if [ -z "${SLACK_WEBHOOK_URL:-}" ]; then
    echo "[notify] (no webhook) $text"
    return 0
  fi
  curl -fsS -X POST -H 'Content-Type: application/json' \
    --data "{\"text\": \"[$(hostname -s)] ${text//\"/\\\"}\"}" \
    "$SLACK_WEBHOOK_URL" > /dev/null || echo "[notify] slack post failed"
}
