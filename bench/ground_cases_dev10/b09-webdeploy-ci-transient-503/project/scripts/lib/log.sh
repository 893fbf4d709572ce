# shellcheck shell=bash
# scripts/ 共通のログ関数。source して使う。

log() {
  local tag="$1"
  shift
  printf '[%s] %s\n' "$tag" "$*" >&2
}

die() {
  log "$1" "$2"
  exit 1
}
