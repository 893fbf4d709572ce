#!/usr/bin/env bash
# Send a one-line message to the ops group robot.

notify() {
    local text="$1"
    if [[ -z "${NOTIFY_WEBHOOK:-}" ]]; then
        echo "notify: NOTIFY_WEBHOOK not set, skipping: $text" >&2
        return 0
    fi
    local body
    # WeCom group robot: https://developer.work.weixin.qq.com/document/path/91770
    body="$(printf '{"msgtype":"markdown","markdown":{"content":"%s"}}' "$(json_escape "$text")")"
    if ! curl -fsS -m 10 -H 'Content-Type: application/json' -d "$body" "$NOTIFY_WEBHOOK" > /dev/null; then
        echo "notify: webhook call failed" >&2
    fi
}

# json_escape STRING -> STRING with backslashes, quotes and newlines escaped
json_escape() {
    local s="$1"
    s="${s//\\/\\\\}"
    s="${s//\"/\\\"}"
    s="${s//$'\n'/\\n}"
    printf '%s' "$s"
}

# notify_file FILE -> send the last 20 lines of a log file
notify_file() {
    local file="$1"
    if [[ -f "$file" ]]; then
        notify "$(tail -n 20 "$file")"
    fi
}
