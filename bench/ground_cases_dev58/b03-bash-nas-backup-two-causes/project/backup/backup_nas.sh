#!/bin/bash
# 事務所 NAS → USB ディスク → Google Drive のバックアップ
# cron で毎日 2:00 に実行（crontab.txt 参照）
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
source "$HERE/backup.conf"

log() {
  echo "$(date '+%F %T') $*" >> "$LOG"
}

fail() {
  log "ERROR: $*"
  "$HERE/notify.sh" "【要確認】バックアップ失敗 $(date +%F)" "$*"$'\n\n'"$(tail -n 20 "$LOG")" || true
}
trap 'fail "line $LINENO: exit $?"' ERR

# USB ディスクが刺さってないときは何もしない
if [ ! -d "$DEST" ]; then
  fail "USB ディスクが見つかりません: $DEST"
  exit 1
fi

# 二重起動防止
if [ -e "$LOCK" ]; then
  fail "ロックファイルがあるのでスキップしました: $LOCK"
  exit 1
fi
touch "$LOCK"

TODAY="$(date +%F)"
log "start"

EXCLUDE_ARGS=()
for e in "${EXCLUDES[@]}"; do
  EXCLUDE_ARGS+=(--exclude "$e")
done

log "rsync $NAS_SRC -> $SNAP_DIR/$TODAY"
mkdir -p "$SNAP_DIR/$TODAY"
rsync -a --delete "${EXCLUDE_ARGS[@]}" --link-dest="$SNAP_DIR/latest" "$NAS_SRC/" "$SNAP_DIR/$TODAY/"
ln -sfn "$SNAP_DIR/$TODAY" "$SNAP_DIR/latest"

log "rclone -> $RCLONE_REMOTE"
rclone sync "$SNAP_DIR/latest/" "$RCLONE_REMOTE" --log-file "$LOG" --log-level NOTICE

"$HERE/rotate.sh"

rm -f "$LOCK"
log "done"
"$HERE/notify.sh" "バックアップ完了 $TODAY" "$(tail -n 5 "$LOG")"
