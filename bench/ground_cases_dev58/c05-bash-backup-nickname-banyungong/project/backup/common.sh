#!/usr/bin/env bash
# 所有备份脚本共用: 读配置, 写日志, 发企业微信

set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# secrets.env 里只有一行 WECOM_KEY=..., 不进 git, 权限 600
[ -f "$HERE/secrets.env" ] && source "$HERE/secrets.env"
# shellcheck source=backup.conf
source "$HERE/backup.conf"

log() {
    echo "$(date '+%F %T') [$(basename "$0")] $*"
}

notify() {
    local text="$1"
    curl -s -m 10 -H 'Content-Type: application/json' \
        -d "{\"msgtype\":\"text\",\"text\":{\"content\":\"[诊所NUC] ${text}\"}}" \
        "$WECOM_WEBHOOK" > /dev/null || log "企业微信发送失败"
}

die() {
    log "错误: $*"
    notify "$(basename "$0") 失败: $*"
    exit 1
}

# NAS 没挂载时 /mnt/nas 只是本地的空目录, 往里写会写满系统盘
require_nas() {
    mountpoint -q /mnt/nas || die "NAS 没有挂载 (/mnt/nas), 本次不执行"
}

human_size() {
    du -sh "$1" 2>/dev/null | cut -f1
}

today() {
    date '+%Y%m%d'
}
