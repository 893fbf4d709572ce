#!/usr/bin/env bash
# Renames photos from the office phones (dropped into /srv/shared/Photos/_incoming by the phone app)
# to YYYY-MM-DD_HHMMSS.ext using the EXIF date, and moves them into Photos/YYYY/MM/.
# Run every 15 min by cron.
set -euo pipefail

SCRIPT_NAME="rename-photos"
source "$(dirname "$0")/../lib/common.sh"

INCOMING="/srv/shared/Photos/_incoming"
TARGET="/srv/shared/Photos"

lock_or_exit
shopt -s nullglob nocaseglob

count=0
# Videos (.mov/.mp4) stay in _incoming: the photo frame slideshow can't play them.
for f in "$INCOMING"/*.{jpg,jpeg,heic,png}; do
    stamp=$(exiftool -s3 -d '%Y-%m-%d_%H%M%S' -DateTimeOriginal "$f" 2>/dev/null || true)
    if [ -z "$stamp" ]; then
        stamp=$(date -r "$f" '+%Y-%m-%d_%H%M%S')
    fi
    ext="${f##*.}"
    ext="${ext,,}"
    dir="$TARGET/${stamp:0:4}/${stamp:5:2}"
    mkdir -p "$dir"
    dest="$dir/$stamp.$ext"
    n=1
    while [ -e "$dest" ]; do
        dest="$dir/${stamp}_$n.$ext"
        n=$((n + 1))
    done
    mv "$f" "$dest"
    count=$((count + 1))
done

[ "$count" -gt 0 ] && log INFO "renamed $count file(s)"
exit 0
