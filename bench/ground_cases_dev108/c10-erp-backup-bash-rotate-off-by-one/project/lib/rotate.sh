#!/usr/bin/env bash
# Keep only the newest N archives in a directory.

# rotate DIR KEEP
rotate() {
    local dir="$1" keep="$2"
    if [[ -z "$keep" || "$keep" -lt 1 ]]; then
        echo "rotate: KEEP must be >= 1" >&2
        return 1
    fi
    local old
    # newest first; everything after the first $keep lines goes
    old="$(ls -1t "$dir"/erp-*.tar.zst 2>/dev/null | tail -n +"$keep")"
    if [[ -z "$old" ]]; then
        return 0
    fi
    while IFS= read -r f; do
        rm -f -- "$f"
        echo "removed $f"
    done <<< "$old"
}

# disk_free_pct DIR -> free space in percent, for the report
disk_free_pct() {
    local used
    used="$(df --output=pcent "$1" | tail -n 1 | tr -dc '0-9')"
    echo $((100 - used))
}

# newest_archive DIR -> path of the most recent archive, or nothing
newest_archive() {
    ls -1t "$1"/erp-*.tar.zst 2>/dev/null | head -n 1
}
