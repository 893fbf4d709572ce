#!/usr/bin/env bash
# Shared helpers for the backup scripts.

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CONF="${BACKUP_CONF:-$SCRIPT_DIR/backup.conf}"

log() {
    printf '%s [%s] %s\n' "$(date '+%F %T')" "${0##*/}" "$*"
}

notify() {
    [[ -n "${WECOM_WEBHOOK:-}" ]] || return 0
    local text="[erp-backup@$(hostname -s)] $*"
    curl -fsS -m 10 -H 'Content-Type: application/json' \
        -d "{\"msgtype\":\"text\",\"text\":{\"content\":\"${text//\"/\\\"}\"}}" \
        "$WECOM_WEBHOOK" >/dev/null || log "notify failed"
}

die() {
    log "ERROR: $*"
    notify "ERROR: $*"
    exit 1
}

load_conf() {
    [[ -r "$CONF" ]] || die "cannot read $CONF"
    # shellcheck source=/dev/null
    source "$CONF"
    : "${BACKUP_DIR:?BACKUP_DIR not set}"
    : "${RETENTION_DAYS:?RETENTION_DAYS not set}"
}

require() {
    local cmd
    for cmd in "$@"; do
        command -v "$cmd" >/dev/null 2>&1 || die "missing command: $cmd"
    done
}

free_gb() {
    df -BG --output=avail "$1" | tail -1 | tr -dc '0-9'
}
