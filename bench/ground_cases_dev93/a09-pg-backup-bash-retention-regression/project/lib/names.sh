#!/usr/bin/env bash
# Backup file names: <db>-<YYYY-MM-DD>T<HHMM>Z.sql.gz, always in UTC.

# backup_name DB EPOCH
backup_name() {
  local db=$1 epoch=$2
  printf '%s-%s.sql.gz\n' "$db" "$(date -u -d "@$epoch" +%Y-%m-%dT%H%MZ)"
}

# date_from_name NAME -> YYYY-MM-DD, or exit 1 when NAME is not a backup file.
date_from_name() {
  local name=$1
  if [[ $name =~ -([0-9]{4}-[0-9]{2}-[0-9]{2})T[0-9]{4}Z\.sql\.gz$ ]]; then
    printf '%s\n' "${BASH_REMATCH[1]}"
  else
    return 1
  fi
}

# latest_backup DIR -> path of the newest backup in DIR (by the date in its
# name, then the time), or exit 1 when there is none.
latest_backup() {
  local dir=$1 newest="" f
  for f in "$dir"/*.sql.gz; do
    [[ -e $f ]] || continue
    date_from_name "${f##*/}" > /dev/null || continue
    if [[ -z $newest || ${f##*/} > ${newest##*/} ]]; then
      newest=$f
    fi
  done
  [[ -n $newest ]] || return 1
  printf '%s\n' "$newest"
}
