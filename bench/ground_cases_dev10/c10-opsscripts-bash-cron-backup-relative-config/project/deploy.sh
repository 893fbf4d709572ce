#!/usr/bin/env bash
# 部署 shopweb：拉代码、构建、切换 current 软链接、重启服务、清理旧版本
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"

APP_NAME="shopweb"
REPO_URL="git@git.gaofei.dev:shop/shopweb.git"
DEPLOY_ROOT="/srv/$APP_NAME"
KEEP_RELEASES=5
BRANCH="main"

DRY_RUN=0

usage() {
  cat <<EOF
用法: $(basename "$0") [-b|--branch 分支] [-n|--dry-run] [-h|--help]
  -b, --branch BRANCH   要部署的分支，默认 main
  -n, --dry-run         只打印要执行的命令，不真正执行
  -h, --help            显示帮助
EOF
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    -b | --branch)
      [[ $# -ge 2 ]] || die "$1 需要一个参数"
      BRANCH="$2"
      shift 2
      ;;
    -n | --dry-run)
      DRY_RUN=1
      shift
      ;;
    -h | --help)
      usage
      exit 0
      ;;
    *)
      usage
      exit 1
      ;;
  esac
done

# dry-run 时只打印命令，否则执行
run() {
  if ((DRY_RUN)); then
    echo "[dry-run] $*"
  else
    "$@"
  fi
}

release_dir="$DEPLOY_ROOT/releases/$(date +%Y%m%d%H%M%S)"

fetch_code() {
  log_info "拉取 $BRANCH 分支到 $release_dir"
  run git clone --depth 1 --branch "$BRANCH" "$REPO_URL" "$release_dir"
}

build() {
  log_info "安装依赖并构建"
  if ((DRY_RUN)); then
    echo "[dry-run] cd $release_dir && npm ci --no-audit --no-fund && npm run build"
    return 0
  fi
  cd "$release_dir" || die "进入 $release_dir 失败"
  npm ci --no-audit --no-fund
  npm run build
}

switch_current() {
  log_info "切换 current -> $release_dir"
  run ln -sfn "$release_dir" "$DEPLOY_ROOT/current"
}

restart() {
  log_info "重启服务 $APP_NAME"
  run sudo systemctl restart "$APP_NAME"
  ((DRY_RUN)) && return 0
  sleep 2
  if ! systemctl is-active --quiet "$APP_NAME"; then
    die "服务启动失败，请检查: journalctl -u $APP_NAME -n 50"
  fi
}

cleanup_old() {
  log_info "清理旧版本，保留最近 $KEEP_RELEASES 个"
  # release 目录名都是时间戳，不会有特殊字符，这里用 ls 按时间排序没问题
  # shellcheck disable=SC2012
  ls -1dt "$DEPLOY_ROOT"/releases/* | tail -n +$((KEEP_RELEASES + 1)) | while IFS= read -r old; do
    run rm -rf "$old"
  done
}

main() {
  require_cmd git npm
  fetch_code
  build
  switch_current
  restart
  cleanup_old
  log_info "部署完成: $release_dir"
}

main "$@"
