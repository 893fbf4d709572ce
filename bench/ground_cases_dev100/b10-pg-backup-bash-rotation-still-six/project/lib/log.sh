#!/usr/bin/env bash
# ログ出力。LOG_FILE が設定されていればそこにも追記する。

_log() {
  local level="$1"
  shift
  local line
  line="$(date '+%Y-%m-%d %H:%M:%S') [$level] $*"
  echo "$line" >&2
  if [[ -n "${LOG_FILE:-}" ]]; then
    echo "$line" >> "$LOG_FILE"
  fi
}

log_info() {
  _log INFO "$@"
}

log_warn() {
  _log WARN "$@"
}

log_error() {
  _log ERROR "$@"
}

die() {
  log_error "$@"
  exit 1
}

# Slack 通知(SLACK_WEBHOOK_URL があれば)
notify() {
  [[ -n "${SLACK_WEBHOOK_URL:-}" ]] || return 0
  curl -fsS -X POST -H 'Content-Type: application/json' \
    -d "{\"text\": \"$*\"}" "$SLACK_WEBHOOK_URL" > /dev/null || log_warn "Slack 通知に失敗しました"
}
