#!/usr/bin/env bash
# Shared helpers for the ops scripts. Source this file, don't run it.

log() {
    LAST_LOG="$*"
    printf '%s [%s] %s\n' "$(date -u +%H:%M:%S)" "$(basename "$0")" "$*" >&2
}

die() {
    log "ERROR: $*"
    exit 1
}

require_cmd() {
    local cmd
    for cmd in "$@"; do
        command -v "$cmd" >/dev/null 2>&1 || die "missing command: $cmd"
    done
}

# Post a message to Slack when SLACK_WEBHOOK is set; never fails the caller.
notify_slack() {
    [[ -n "${SLACK_WEBHOOK:-}" ]] || return 0
    local payload
    payload="$(jq -n --arg text "$1" '{text: $text}')"
    curl -fsS -m 10 -H 'Content-Type: application/json' -d "$payload" "$SLACK_WEBHOOK" >/dev/null \
        || log "slack notification failed"
}

# Human-readable size of a file, e.g. 1.4G
size_of() {
    du -h "$1" | cut -f1
}

# Newest file matching a glob in a directory, or nothing.
newest() {
    local dir="$1" pattern="$2"
    find "$dir" -maxdepth 1 -name "$pattern" -printf '%T@ %p\n' | sort -nr | head -1 | cut -d' ' -f2-
}
