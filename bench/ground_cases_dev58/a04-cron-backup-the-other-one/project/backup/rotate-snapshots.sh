#!/usr/bin/env bash
# rotate-snapshots.sh <base>: hard-link snapshot of <base>/current into <base>/daily/YYYY-MM-DD,
# keep KEEP_DAILY dailies and the first-of-month ones for KEEP_MONTHLY months.
set -euo pipefail

SCRIPT_NAME="rotate-snapshots"
source "$(dirname "$0")/../lib/common.sh"

BASE="${1:?usage: rotate-snapshots.sh <base>}"
KEEP_DAILY=14
KEEP_MONTHLY=6
today="$(date +%F)"

mkdir -p "$BASE/daily" "$BASE/monthly"
cp -al "$BASE/current" "$BASE/daily/$today"
log INFO "snapshot daily/$today"

if [ "$(date +%d)" = "01" ]; then
    cp -al "$BASE/current" "$BASE/monthly/$today"
    log INFO "snapshot monthly/$today"
fi

prune() {
    local dir="$1" keep="$2"
    local count
    count=$(find "$dir" -mindepth 1 -maxdepth 1 -type d | wc -l)
    if [ "$count" -gt "$keep" ]; then
        find "$dir" -mindepth 1 -maxdepth 1 -type d | sort | head -n "$(( count - keep ))" | while read -r old; do
            rm -rf "$old"
            log INFO "pruned $old"
        done
    fi
}

prune "$BASE/daily" "$KEEP_DAILY"
prune "$BASE/monthly" "$KEEP_MONTHLY"
