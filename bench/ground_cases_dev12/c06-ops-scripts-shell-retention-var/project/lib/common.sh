#!/usr/bin/env bash
# 公共函数：日志、告警、加锁。各脚本 source 这个文件。

LOG_DIR=${LOG_DIR:-/var/log/ops-scripts}
mkdir -p "$LOG_DIR"

# cron 环境变量很少，告警 webhook 等放在这里
# shellcheck disable=SC1091
[ -f /etc/ops-scripts.env ] && source /etc/ops-scripts.env

ts() {
    date '+%Y-%m-%d %H:%M:%S'
}

log() {
    echo "[$(ts)] [INFO] $*" | tee -a "$LOG_FILE"
}

warn() {
    echo "[$(ts)] [WARN] $*" | tee -a "$LOG_FILE" >&2
}

# 钉钉机器人告警，DINGTALK_WEBHOOK 在 /etc/ops-scripts.env 里配置
alert() {
    local msg="$1"
    if [ -z "${DINGTALK_WEBHOOK:-}" ]; then
        warn "DINGTALK_WEBHOOK 未配置，告警未发送: $msg"
        return 0
    fi
    curl -s -m 10 -H 'Content-Type: application/json' \
        -d "{\"msgtype\":\"text\",\"text\":{\"content\":\"[$(hostname)] $msg\"}}" \
        "$DINGTALK_WEBHOOK" >/dev/null || warn "告警发送失败"
}

die() {
    warn "$*"
    alert "$*"
    exit 1
}

# 防止上一次还没跑完又被 cron 拉起来
lock_or_exit() {
    local name="$1"
    exec 9>"/tmp/${name}.lock"
    if ! flock -n 9; then
        warn "${name} 已经在运行，本次跳过"
        exit 0
    fi
}

require_cmd() {
    for c in "$@"; do
        command -v "$c" >/dev/null 2>&1 || die "缺少命令: $c"
    done
}
