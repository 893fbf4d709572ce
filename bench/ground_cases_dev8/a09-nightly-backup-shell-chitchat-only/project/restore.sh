#!/usr/bin/env bash
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=/dev/null
source "$HERE/.env"
source "$HERE/lib/log.sh"

export RESTIC_REPOSITORY RESTIC_PASSWORD_FILE B2_ACCOUNT_ID B2_ACCOUNT_KEY

snapshot=${1:?usage: restore.sh <snapshot|latest> <target-dir> [path...]}
target=${2:?usage: restore.sh <snapshot|latest> <target-dir> [path...]}
shift 2

[[ -e "$target" && -n "$(ls -A "$target")" ]] && die "$target is not empty"

includes=()
for p in "$@"; do
    includes+=(--include "$p")
done

info "restoring $snapshot to $target ${*:-(everything)}"
restic restore "$snapshot" --target "$target" "${includes[@]}"
info "restore finished"
