#!/usr/bin/env bash
# 古いバックアップの削除。backup.sh から source して使う。

# rotate_backups DIR KEEP
#   DIR 内の *.sql.gz を新しい順に KEEP 個残し、それより古いものを削除する。
rotate_backups() {
  local dir="$1"
  local keep="${2:-7}"

  if [[ ! -d "$dir" ]]; then
    log_warn "rotate: $dir がありません"
    return 0
  fi
  if ! [[ "$keep" =~ ^[0-9]+$ ]] || (( keep < 1 )); then
    log_error "rotate: KEEP は1以上の整数にしてください ($keep)"
    return 1
  fi

  local old
  ls -1t "$dir"/*.sql.gz 2>/dev/null | tail -n +"$keep" | while IFS= read -r old; do
    rm -f -- "$old"
    log_info "rotate: deleted $(basename "$old")"
  done

  local left
  left="$(find "$dir" -maxdepth 1 -name '*.sql.gz' | wc -l)"
  log_info "rotate: ${left} 個残っています (KEEP=${keep})"
}

# count_backups DIR
#   残っているバックアップの数を出力する(監視スクリプト用)。
count_backups() {
  local dir="$1"
  find "$dir" -maxdepth 1 -name '*.sql.gz' | wc -l
}
