#!/usr/bin/env bash
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=/dev/null
source "$HERE/.env"
source "$HERE/lib/log.sh"
source "$HERE/lib/notify.sh"

export RESTIC_REPOSITORY RESTIC_PASSWORD_FILE B2_ACCOUNT_ID B2_ACCOUNT_KEY

PATHS=(/srv/photos /srv/nextcloud/data /srv/backup-staging /etc)

on_error() {
    notify "Backup FAILED on $(hostname)" "see $LOG_FILE" high
}
trap on_error ERR

info "running pre-backup hooks"
for hook in "$HERE"/hooks/pre-backup.d/*.sh; do
    [[ -x "$hook" ]] || continue
    info "hook $(basename "$hook")"
    "$hook"
done

info "backing up ${PATHS[*]}"
restic backup --one-file-system --exclude-file "$HERE/excludes.txt" --tag nightly "${PATHS[@]}"

info "pruning"
restic forget --tag nightly --prune \
    --keep-daily "${KEEP_DAILY:-7}" \
    --keep-weekly "${KEEP_WEEKLY:-5}" \
    --keep-monthly "${KEEP_MONTHLY:-12}"

info "done"
notify "Backup OK on $(hostname)" "$(restic snapshots --tag nightly --latest 1 --compact | tail -n 3 | head -n 1)" low
