#!/usr/bin/env bash
# Shared helpers for ops scripts. Source, don't execute.

: "${LOG_DIR:=/var/log/ops}"

log() {
  local level=$1; shift
  printf '%s [%s] %s\n' "$(date '+%F %T')" "$level" "$*" | tee -a "$LOG_DIR/ops.log" >&2
}

die() {
  log ERROR "$*"
  exit 1
}

# Date stamp used in backup file names: YYYY-MM-DD
stamp() {
  date -u +%F
}

require() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || die "missing command: $cmd"
  done
}

load_env() {
  local file=$1
  [[ -f $file ]] || die "env file not found: $file"
  set -a
  # shellcheck disable=SC1090
  source "$file"
  set +a
}

notify() {
  [[ -n ${WEBHOOK_URL:-} ]] || return 0
  curl -fsS -m 10 -H 'Content-Type: application/json' \
    -d "{\"msgtype\":\"text\",\"text\":{\"content\":\"$*\"}}" "$WEBHOOK_URL" >/dev/null || true
}
