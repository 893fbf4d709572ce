#!/usr/bin/env bash
# Nightly Postgres backup: pg_dump | gzip -> S3, keep KEEP_DAYS days of dumps locally.
# Run by systemd (pg-backup.timer) as the postgres user; settings in /etc/default/pg-backup.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"

: "${DB_NAME:?DB_NAME must be set}"
: "${S3_BUCKET:?S3_BUCKET must be set}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
KEEP_DAYS="${KEEP_DAYS:-7}"
S3_PREFIX="${S3_PREFIX:-pg/$(hostname -s)}"
DRY_RUN=0

on_error() {
    local code=$?
    notify_slack ":rotating_light: pg_backup failed on $(hostname -f) (exit $code): ${LAST_LOG:-no log output}"
}
trap on_error ERR

usage() {
    cat <<EOF
usage: $(basename "$0") [-h] [-n]

  -n  dry run: show what would be dumped, uploaded and pruned, change nothing

Environment: DB_NAME, S3_BUCKET (required); BACKUP_DIR, KEEP_DAYS, S3_PREFIX.
EOF
}

dump() {
    local out="$1"
    log "dumping $DB_NAME to $out"
    pg_dump --no-owner --no-privileges "$DB_NAME" | gzip -6 >"$out.tmp"
    mv "$out.tmp" "$out"
}

upload() {
    local file="$1"
    log "uploading $(basename "$file") to s3://$S3_BUCKET/$S3_PREFIX/"
    aws s3 cp --only-show-errors --storage-class STANDARD_IA "$file" "s3://$S3_BUCKET/$S3_PREFIX/$(basename "$file")"
}

prune_local() {
    log "removing local dumps older than $KEEP_DAYS days"
    local action=(-print -delete)
    if [[ "$DRY_RUN" == 1 ]]; then
        action=(-printf 'would delete %p\n')
    fi
    find "$BACKUP_DIR" -maxdepth 1 -name "${DB_NAME}-*.sql.gz" -mtime -"$KEEP_DAYS" "${action[@]}"
}

main() {
    local opt
    while getopts "hn" opt; do
        case "$opt" in
            h) usage; exit 0 ;;
            n) DRY_RUN=1 ;;
            *) usage >&2; exit 2 ;;
        esac
    done
    require_cmd pg_dump gzip aws jq curl
    mkdir -p "$BACKUP_DIR"

    local stamp file
    stamp="$(date -u +%Y-%m-%dT%H%MZ)"
    file="$BACKUP_DIR/${DB_NAME}-${stamp}.sql.gz"
    if [[ "$DRY_RUN" == 1 ]]; then
        log "dry run: would dump $DB_NAME to $file and upload it to s3://$S3_BUCKET/$S3_PREFIX/"
        prune_local
        return
    fi
    dump "$file"
    upload "$file"
    prune_local
    log "done: $(size_of "$file")"
}

main "$@"
