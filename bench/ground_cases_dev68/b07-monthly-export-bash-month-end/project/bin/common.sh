# 共通関数 (2009/10 ops チーム)
LOG_FILE=${LOG_FILE:-/var/log/export/monthly.log}

log() {
    echo "$(date '+%Y-%m-%d %H:%M:%S') [$$] $*" >> "$LOG_FILE"
}

die() {
    log "ERROR: $*"
    echo "$*" | mail -s "[月次] エクスポート失敗" ${ALERT_TO:-ops@example.co.jp}
    exit 1
}

require_cmd() {
    for c in "$@"; do
        command -v "$c" > /dev/null 2>&1 || die "command not found: $c"
    done
}
