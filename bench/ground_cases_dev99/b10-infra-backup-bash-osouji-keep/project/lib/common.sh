#!/usr/bin/env bash
# backup.sh / restore.sh 共通の関数。source して使う。

log() {
  printf '%s [%s] %s\n' "$(date '+%Y-%m-%dT%H:%M:%S%z')" "${0##*/}" "$*" >&2
}

die() {
  log "ERROR: $*"
  exit 1
}

require_env() {
  local missing=()
  local name
  for name in "$@"; do
    if [[ -z "${!name:-}" ]]; then
      missing+=("$name")
    fi
  done
  if (( ${#missing[@]} > 0 )); then
    die "missing env: ${missing[*]}"
  fi
}

notify_slack() {
  local text="$1"
  if [[ -z "${SLACK_WEBHOOK_URL:-}" ]]; then
    log "SLACK_WEBHOOK_URL not set: $text"
    return 0
  fi
  curl -fsS -m 10 -X POST -H 'Content-Type: application/json' \
    --data "$(printf '{"text":"%s"}' "${text//\"/\\\"}")" \
    "$SLACK_WEBHOOK_URL" > /dev/null || log "slack notify failed"
}
