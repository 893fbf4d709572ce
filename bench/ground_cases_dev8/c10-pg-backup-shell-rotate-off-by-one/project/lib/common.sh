# shellcheck shell=bash

log() {
  printf '%s [%s] %s\n' "$(date '+%F %T')" "$$" "$*"
}

die() {
  log "FATAL: $*"
  exit 1
}

# load_config reads $BACKUP_CONF (default /etc/pg-backup/backup.conf) and checks required keys.
load_config() {
  local conf=${BACKUP_CONF:-/etc/pg-backup/backup.conf}
  [[ -r $conf ]] || die "cannot read $conf"
  # shellcheck disable=SC1090
  source "$conf"
  : "${DATABASES:?}" "${BACKUP_DIR:?}" "${LOG_DIR:?}" "${OSS_BUCKET:?}"
  BACKUP_KEEP=${BACKUP_KEEP:-7}
  LOG_KEEP=${LOG_KEEP:-30}
  export PGHOST PGUSER
}
