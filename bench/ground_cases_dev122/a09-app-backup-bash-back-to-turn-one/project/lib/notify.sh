#!/usr/bin/env bash
# notify MESSAGE: mail the ops list, and post to Slack when a webhook is configured.

notify() {
    local message="$1"
    local host
    host="$(hostname -s)"
    if command -v mail >/dev/null 2>&1; then
        printf '%s\n' "$message" | mail -s "[backup] $host: $message" "${NOTIFY_EMAIL:-ops@example.com}"
    fi
    if [[ -n "${SLACK_WEBHOOK_URL:-}" ]]; then
        curl -fsS -X POST -H 'Content-type: application/json' \
            --data "$(printf '{"text":"%s: %s"}' "$host" "$message")" \
            "$SLACK_WEBHOOK_URL" >/dev/null || true
    fi
}
