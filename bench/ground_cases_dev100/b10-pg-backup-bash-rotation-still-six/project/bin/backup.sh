#!/usr/bin/env bash
# PostgreSQL の日次バックアップ。cron から毎日 3:00 に実行する。
set -eu

SCRIPT_DIR="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$SCRIPT_DIR")"

# shellcheck source=../lib/log.sh
source "$ROOT/lib/log.sh"
# shellcheck source=../lib/rotate.sh
source "$ROOT/lib/rotate.sh"

CONF="${BACKUP_CONF:-$ROOT/etc/backup.conf}"
[[ -f "$CONF" ]] || die "設定ファイルがありません: $CONF"
# shellcheck source=../etc/backup.conf
source "$CONF"

: "${PGHOST:?PGHOST を設定してください}"
: "${PGDATABASE:?PGDATABASE を設定してください}"
: "${BACKUP_DIR:?BACKUP_DIR を設定してください}"

main() {
  mkdir -p "$BACKUP_DIR"
  local stamp dest tmp
  stamp="$(date +%Y%m%d-%H%M%S)"
  dest="$BACKUP_DIR/${PGDATABASE}-${stamp}.sql.gz"
  tmp="$dest.part"

  log_info "backup start: $PGDATABASE -> $dest"
  if ! pg_dump --no-owner --format=plain "$PGDATABASE" | gzip -6 > "$tmp"; then
    rm -f "$tmp"
    die "pg_dump に失敗しました"
  fi
  mv "$tmp" "$dest"
  log_info "backup done: $(du -h "$dest" | cut -f1)"

  rotate_backups "$BACKUP_DIR" "$KEEP"

  # 念のため、日数ベースでも古いものを消す(ローテーション漏れ対策)
  # 世代数の管理は rotate_backups に任せ、こちらは KEEP の2倍の日数より古いものだけ
  find "$BACKUP_DIR" -name '*.sql.gz' -mtime +"$((KEEP * 2))" -delete
}

main "$@"
