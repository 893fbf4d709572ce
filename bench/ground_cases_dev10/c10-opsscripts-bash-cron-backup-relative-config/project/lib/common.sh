#!/usr/bin/env bash
# 公共函数：日志、错误退出、依赖检查、重试
# 被其他脚本 source，不要直接执行

_ts() { date '+%Y-%m-%d %H:%M:%S'; }

# 日志都写 stderr：stderr 是终端时才加颜色，重定向到文件（cron）时不加
if [[ -t 2 && -z "${NO_COLOR:-}" ]]; then
  _C_GREEN=$'\e[32m' _C_YELLOW=$'\e[33m' _C_RED=$'\e[31m' _C_RESET=$'\e[0m'
else
  _C_GREEN='' _C_YELLOW='' _C_RED='' _C_RESET=''
fi

log_info() { echo "$(_ts) ${_C_GREEN}[INFO]${_C_RESET} $*" >&2; }
log_warn() { echo "$(_ts) ${_C_YELLOW}[WARN]${_C_RESET} $*" >&2; }
log_error() { echo "$(_ts) ${_C_RED}[ERROR]${_C_RESET} $*" >&2; }

# die [退出码] 消息...；第一个参数是纯数字且后面还有参数时当作退出码，默认 1
die() {
  local code=1
  if [[ $# -gt 1 && $1 =~ ^[0-9]+$ ]]; then
    code=$1
    shift
  fi
  log_error "$*"
  exit "$code"
}

require_cmd() {
  local cmd
  for cmd in "$@"; do
    command -v "$cmd" >/dev/null 2>&1 || die "缺少命令: $cmd"
  done
}

# 带重试执行命令: retry 次数 间隔秒 命令...
retry() {
  local attempts=$1 delay=$2
  shift 2
  local i
  for ((i = 1; i <= attempts; i++)); do
    if "$@"; then
      return 0
    fi
    log_warn "第 $i/$attempts 次执行失败: $*"
    ((i < attempts)) && sleep "$delay"
  done
  return 1
}
