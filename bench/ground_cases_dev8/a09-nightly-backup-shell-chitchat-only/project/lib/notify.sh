#!/usr/bin/env bash
# shellcheck shell=bash

# notify <title> <message> [priority]
notify() {
    local title=$1 message=$2 priority=${3:-default}
    [[ -n "${NTFY_TOPIC:-}" ]] || return 0
    curl -fsS -m 10 \
        -H "Title: ${title}" \
        -H "Priority: ${priority}" \
        -d "${message}" \
        "${NTFY_TOPIC}" >/dev/null || warn "ntfy notification failed"
}
