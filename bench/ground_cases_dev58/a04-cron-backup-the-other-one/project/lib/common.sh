#!/usr/bin/env bash
# Shared bits for the office scripts. Source it, don't run it:
#   source "$(dirname "$0")/../lib/common.sh"

OFFICE_ROOT="/home/gus/office-scripts"
LOG_DIR="/var/log/office-scripts"
ADMIN_EMAIL="it@hallorancpa.ie"
HOSTNAME_SHORT="$(hostname -s)"

mkdir -p "$LOG_DIR" 2>/dev/null || LOG_DIR="/tmp"

log() {
    # log <level> <message...>
    local level="$1"; shift
    printf '%s [%s] %s: %s\n' "$(date '+%Y-%m-%d %H:%M:%S')" "$level" "${SCRIPT_NAME:-office}" "$*" \
        >> "$LOG_DIR/${SCRIPT_NAME:-office}.log"
}

require_secret_file() {
    # require_secret_file <path>: the file must exist and be readable by its owner only (chmod 600).
    local f="$1"
    [ -f "$f" ] || die "missing $f"
    case "$(stat -c '%a' "$f")" in
        600|400) ;;
        *) die "$f must be chmod 600" ;;
    esac
}

die() {
    log ERROR "$*"
    notify "FAILED: ${SCRIPT_NAME:-office} on $HOSTNAME_SHORT" "$*"
    exit 1
}

notify() {
    # notify <subject> <body>: email the admin. Used for failures and the weekly OK.
    local subject="$1" body="$2"
    printf '%s\n\n-- %s, %s\n' "$body" "$HOSTNAME_SHORT" "$(date)" | mail -s "[office] $subject" "$ADMIN_EMAIL"
}

lock_or_exit() {
    # Only one copy of a script at a time (cron + someone running it by hand).
    local lock="/tmp/${SCRIPT_NAME:-office}.lock"
    exec 9>"$lock"
    if ! flock -n 9; then
        log WARN "already running, exiting"
        exit 0
    fi
}

human_size() {
    numfmt --to=iec --suffix=B "$1" 2>/dev/null || echo "${1}B"
}
