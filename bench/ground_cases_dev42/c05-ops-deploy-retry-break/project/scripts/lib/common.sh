# Shared helpers for scripts/*.sh. Source it, do not run it.
# shellcheck shell=bash

readonly C_RED=$'\e[31m' C_RESET=$'\e[0m'

log_info() {
  printf '%s [INFO] %s\n' "$(date '+%F %T')" "$*" >&2
}

log_error() {
  printf '%s%s [ERROR] %s%s\n' "${C_RED}" "$(date '+%F %T')" "$*" "${C_RESET}" >&2
}

require_cmd() {
  local missing=()
  for cmd in "$@"; do
    command -v "${cmd}" >/dev/null 2>&1 || missing+=("${cmd}")
  done
  if (( ${#missing[@]} > 0 )); then
    log_error "missing commands: ${missing[*]}"
    exit 127
  fi
}

# retry <attempts> <cmd...>: run cmd until it succeeds, sleeping 5s, 10s, 15s ... between tries.
retry() {
  local attempts="$1"; shift
  local n=1
  until "$@"; do
    if (( n >= attempts )); then
      log_error "giving up after ${n} attempts: $*"
      break
    fi
    log_info "attempt ${n}/${attempts} failed: $*; retrying"
    sleep $(( n * 5 ))
    n=$(( n + 1 ))
  done
}

# notify_feishu <text>: post to the ops group's bot; never fails the caller.
notify_feishu() {
  [[ -n "${FEISHU_WEBHOOK:-}" ]] || return 0
  local payload
  payload="$(jq -n --arg text "$1" '{msg_type: "text", content: {text: $text}}')"
  curl -s -X POST -H 'Content-Type: application/json' -d "${payload}" "${FEISHU_WEBHOOK}" >/dev/null || true
}
