#!/usr/bin/env bash
# 録画サーバーの .ts を H.264 の mp4 にして、Jellyfin のライブラリ (番組名ごとのフォルダ) に移す。
# systemd timer から毎朝 4:00 に実行する。
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=lib/common.sh
source "$HERE/lib/common.sh"
# shellcheck source=lib/naming.sh
source "$HERE/lib/naming.sh"
# shellcheck source=lib/library.sh
source "$HERE/lib/library.sh"
# shellcheck disable=SC1090
source "${ROKUGA_CONF:-$HERE/config/rokuga.conf}"

require_cmd ffmpeg
mkdir -p "$WORK_DIR"

shopt -s nullglob
for ts in "$REC_DIR"/*.ts; do
  name="$(basename "$ts" .ts)"
  out="$WORK_DIR/$name.mp4"
  if [[ -e "$out" ]]; then
    log "skip (already encoded): $name"
    continue
  fi

  log "encode: $name"
  ffmpeg -nostdin -hide_banner -loglevel error -i "$ts" \
    -c:v libx264 -preset "$PRESET" -crf "$CRF" -c:a aac -b:a 192k \
    -movflags +faststart "$out"

  move_to_library "$out" || log "WARN: move failed: $out"

  if [[ "$DELETE_TS" == "yes" ]]; then
    rm -f -- "$ts"
  fi
done
