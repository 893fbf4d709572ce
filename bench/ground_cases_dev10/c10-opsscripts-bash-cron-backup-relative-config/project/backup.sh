#!/usr/bin/env bash
# 每日备份：MySQL 全量 dump + 上传目录打包，保留 KEEP_DAYS 天，并同步到 OSS
# 由 cron 每天 03:00 执行，见 crontab.txt
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "$SCRIPT_DIR/lib/common.sh"

load_config() {
  local env_file="config/backup.env"
  [[ -f "$env_file" ]] || die "找不到配置文件 $env_file"
  # 配置里有数据库相关信息，文件权限应为 600
  source "$env_file"
  : "${BACKUP_DIR:?BACKUP_DIR 未配置}"
  : "${DB_NAME:?DB_NAME 未配置}"
  : "${UPLOAD_DIR:?UPLOAD_DIR 未配置}"
  : "${MYSQL_CNF:?MYSQL_CNF 未配置}"
  KEEP_DAYS="${KEEP_DAYS:-7}"
}

dump_db() {
  local out="$1/db-$DB_NAME.sql.gz"
  log_info "导出数据库 $DB_NAME"
  mysqldump --defaults-extra-file="$MYSQL_CNF" --single-transaction --quick --routines --triggers \
    "$DB_NAME" | gzip -6 >"$out"
  log_info "  -> $out ($(du -h "$out" | cut -f1))"
}

archive_uploads() {
  local out="$1/uploads.tar.gz"
  log_info "打包上传目录 $UPLOAD_DIR"
  tar -czf "$out" -C "$(dirname "$UPLOAD_DIR")" "$(basename "$UPLOAD_DIR")"
  log_info "  -> $out ($(du -h "$out" | cut -f1))"
}

sync_remote() {
  if [[ -z "${OSS_BUCKET:-}" ]]; then
    log_warn "未配置 OSS_BUCKET，跳过远程同步"
    return 0
  fi
  log_info "同步到 oss://$OSS_BUCKET/backup/"
  retry 3 30 ossutil cp -r -u "$BACKUP_DIR/" "oss://$OSS_BUCKET/backup/"
}

prune_old() {
  log_info "删除 $KEEP_DAYS 天前的本地备份"
  find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '20*' -mtime +"$KEEP_DAYS" -exec rm -rf {} +
}

main() {
  load_config
  require_cmd mysqldump tar gzip
  local today_dir
  today_dir="$BACKUP_DIR/$(date +%F)"
  mkdir -p "$today_dir"
  dump_db "$today_dir"
  archive_uploads "$today_dir"
  sync_remote
  prune_old
  log_info "备份完成: $today_dir"
}

main "$@"
