#!/usr/bin/env bash
# Nightly backup of the shared drive to the Synology NAS.
# Run by root's cron (see crontab.txt). Log: /var/log/office-scripts/nightly-backup.log
set -euo pipefail

SCRIPT_NAME="nightly-backup"
source "$(dirname "$0")/../lib/common.sh"

SRC="/srv/shared/"
NAS_SHARE="//192.168.1.20/backup"
MNT="/mnt/nas-backup"
DEST="$MNT/office/current"
EXCLUDES="$(dirname "$0")/excludes.txt"
NAS_CREDENTIALS="/root/.nas-credentials"   # username=... / password=... , chmod 600

lock_or_exit
log INFO "starting"

if ! mountpoint -q "$MNT"; then
    require_secret_file "$NAS_CREDENTIALS"
    mount -t cifs "$NAS_SHARE" "$MNT" \
        -o credentials="$NAS_CREDENTIALS",vers=3.0,uid=0,gid=0 \
        || die "could not mount $NAS_SHARE"
fi

mkdir -p "$DEST"
start=$(date +%s)
rsync -a --delete --delete-excluded --exclude-from="$EXCLUDES" \
    --stats "$SRC" "$DEST" > "/tmp/rsync-stats.$$" 2>&1 \
    || die "rsync failed: $(tail -n 5 /tmp/rsync-stats.$$)"
took=$(( $(date +%s) - start ))

sent=$(awk -F': ' '/Total transferred file size/ {gsub(/[^0-9]/, "", $2); print $2}' "/tmp/rsync-stats.$$")
log INFO "rsync done in ${took}s, $(human_size "${sent:-0}") changed"
rm -f "/tmp/rsync-stats.$$"

"$(dirname "$0")/rotate-snapshots.sh" "$MNT/office" || die "snapshot rotation failed"

if [ "$(date +%u)" = "7" ]; then
    notify "backup OK" "Weekly check: the nightly backup ran fine. Last run took ${took}s."
fi

umount "$MNT" || log WARN "could not unmount $MNT"
log INFO "finished"
