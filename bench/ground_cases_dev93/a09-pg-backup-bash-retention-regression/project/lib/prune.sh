#!/usr/bin/env bash
# Retention for local and S3 backups. The day of a backup comes from its file
# name, not its mtime: restores and `aws s3 sync` don't keep mtimes.

# shellcheck source=lib/names.sh
source "$(dirname "${BASH_SOURCE[0]}")/names.sh"

# cutoff_day KEEP_DAYS [NOW_EPOCH] -> YYYY-MM-DD. Backups from before that day
# are pruned; the cutoff day itself is kept.
cutoff_day() {
  local keep_days=$1 now=${2:-$(date -u +%s)}
  date -u -d "@$((now - keep_days * 86400))" +%F
}

# MONTHLY_KEEP_MONTHS: first-of-month backups are kept this many months (~31 days each).
MONTHLY_KEEP_MONTHS=${MONTHLY_KEEP_MONTHS:-12}

# should_prune DAY CUTOFF MONTHLY_CUTOFF -> status 0 when the backup from DAY can go.
# Daily backups are kept from CUTOFF on, first-of-month ones from MONTHLY_CUTOFF on.
should_prune() {
  local day=$1 cutoff=$2 monthly_cutoff=$3
  if [[ ${day:8:2} == 01 && ! $day < $monthly_cutoff ]]; then
    return 1
  fi
  [[ ! $day > $cutoff ]]
}

# prune_local DIR KEEP_DAYS [NOW_EPOCH]
prune_local() {
  local dir=$1 keep_days=$2 now=${3:-}
  local cutoff monthly_cutoff f day
  cutoff=$(cutoff_day "$keep_days" $now)
  monthly_cutoff=$(cutoff_day $((MONTHLY_KEEP_MONTHS * 31)) $now)
  for f in "$dir"/*.sql.gz; do
    [[ -e $f ]] || continue
    if ! day=$(date_from_name "${f##*/}"); then
      log_warn "prune: skipping $f, no date in its name"
      continue
    fi
    if should_prune "$day" "$cutoff" "$monthly_cutoff"; then
      log_info "prune: removing $f"
      rm -f -- "$f"
    fi
  done
}

# prune_remote S3_URL KEEP_DAYS [NOW_EPOCH]
prune_remote() {
  local url=${1%/} keep_days=$2 now=${3:-}
  local cutoff monthly_cutoff name day
  cutoff=$(cutoff_day "$keep_days" $now)
  monthly_cutoff=$(cutoff_day $((MONTHLY_KEEP_MONTHS * 31)) $now)
  aws s3 ls "$url/" | awk '{print $4}' | while read -r name; do
    [[ -n $name ]] || continue
    day=$(date_from_name "$name") || continue
    if should_prune "$day" "$cutoff" "$monthly_cutoff"; then
      log_info "prune: removing $url/$name"
      aws s3 rm --only-show-errors "$url/$name"
    fi
  done
}
