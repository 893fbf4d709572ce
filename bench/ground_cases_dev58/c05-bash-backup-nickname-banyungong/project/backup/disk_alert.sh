#!/usr/bin/env bash
# 每天早上看一下 NAS 空间, 超过 90% 发企业微信

source "$(dirname "$0")/common.sh"

LIMIT=90

if ! mountpoint -q /mnt/nas; then
    die "NAS 没有挂载 (/mnt/nas)"
fi

used=$(df --output=pcent /mnt/nas | tail -1 | tr -dc '0-9')
log "NAS 已用 ${used}%"

if [ "$used" -ge "$LIMIT" ]; then
    top=$(du -sh "$NAS_ROOT"/* 2>/dev/null | sort -rh | head -3 | tr '\n' ' ')
    notify "NAS 空间 ${used}% 了! 最大的目录: $top"
fi

# 系统盘也看一下 (上次 NAS 掉线备份写到本地, 系统盘满了)
root_used=$(df --output=pcent / | tail -1 | tr -dc '0-9')
if [ "$root_used" -ge "$LIMIT" ]; then
    notify "NUC 系统盘 ${root_used}% 了!"
fi

# 每周一顺便报一下 NAS 硬盘温度 (smartctl 要 sudo, 已在 sudoers 里放行)
if [ "$(date +%u)" = "1" ] && command -v smartctl > /dev/null; then
    temp=$(sudo smartctl -A /dev/sdb | awk '/Temperature_Celsius/ {print $10}')
    log "NAS 硬盘温度 ${temp}℃"
fi

exit 0
