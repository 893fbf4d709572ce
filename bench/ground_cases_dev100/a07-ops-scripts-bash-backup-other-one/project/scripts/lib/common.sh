#!/usr/bin/env bash
# Shared helpers for the ops scripts. Source it, don't run it.
# shellcheck disable=SC2034

log() {
  printf '%s [%s] %s\n' "$(date -u +%FT%TZ)" "${SCRIPT_NAME:-ops}" "$*" >&2
}

die() {
  log "ERROR: $*"
  notify_slack ":rotating_light: ${SCRIPT_NAME:-ops} failed: $*"
  exit 1
}

require_env() {
  local missing=() name
  for name in "$@"; do
    [[ -n "${!name:-}" ]] || missing+=("$name")
  done
  (( ${#missing[@]} == 0 )) || die "missing env: ${missing[*]}"
}

require_cmd() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || die "missing command: $cmd"
  done
}

notify_slack() {
  local text=$1
  [[ -n "${SLACK_WEBHOOK_URL:-}" ]] || return 0
  curl -fsS -X POST -H 'Content-type: application/json' \
    --data "$(printf '{"text":"%s"}' "${text//\"/\\\"}")" \
    "$SLACK_WEBHOOK_URL" >/dev/null || log "slack notify failed"
}
