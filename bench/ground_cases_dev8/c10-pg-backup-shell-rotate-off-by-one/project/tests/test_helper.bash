# shellcheck shell=bash
setup_tmp() {
  TMP=$(mktemp -d)
  export TMP
}

teardown_tmp() {
  rm -rf "$TMP"
}

# make_dumps DIR N: N fake dumps, one per day, newest last.
make_dumps() {
  local dir=$1 n=$2 i
  mkdir -p "$dir"
  for ((i = n; i >= 1; i--)); do
    touch -d "$i days ago" "$dir/erp_$(date -d "$i days ago" +%F).sql.gz"
  done
}
