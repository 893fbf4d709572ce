#!/usr/bin/env bash
# shellcheck shell=bash

LOG_FILE=${LOG_FILE:-/var/log/nightly-backup.log}

log() {
    printf '%s [%s] %s\n' "$(date -Is)" "${1}" "${*:2}" | tee -a "$LOG_FILE" >&2
}

info() { log INFO "$@"; }
warn() { log WARN "$@"; }
die() {
    log ERROR "$@"
    exit 1
}
