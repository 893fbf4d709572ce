#!/usr/bin/env bash
# Notifications. Sourced by backup.sh.

# mail_admin SUBJECT BODY
mail_admin() {
  local subject="$1" body="$2"
  if command -v mail >/dev/null 2>&1; then
    printf '%s\n' "$body" | mail -s "$subject" root
  else
    echo "mail not installed; would send: $subject" >&2
  fi
}

# notify_slack TEXT: post to the webhook in $SLACK_WEBHOOK_FILE (no-op if missing)
notify_slack() {
  local text="$1" url
  [[ -r "${SLACK_WEBHOOK_FILE:-}" ]] || return 0
  url="$(<"$SLACK_WEBHOOK_FILE")"
  curl -fsS -m 10 -H 'Content-Type: application/json' \
    -d "$(printf '{"text":"%s"}' "${text//\"/\\\"}")" "$url" >/dev/null || true
}

# host_tag: short host name for messages
host_tag() {
  hostname -s 2>/dev/null || hostname
}

# human_size FILE
human_size() {
  du -h "$1" 2>/dev/null | cut -f1
}

# elapsed START_EPOCH
elapsed() {
  local start="$1" now
  now="$(date +%s)"
  printf '%dm%02ds' $(( (now - start) / 60 )) $(( (now - start) % 60 ))
}
