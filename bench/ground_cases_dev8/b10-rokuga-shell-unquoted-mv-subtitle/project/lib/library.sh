# shellcheck shell=bash
# エンコード済みの mp4 を Jellyfin のライブラリ ($LIB_DIR/番組名/) に移す

move_to_library() {
  local mp4="$1"
  local name title dest_dir
  name="$(basename "$mp4" .mp4)"
  title="$(show_title "$name")"
  dest_dir="$LIB_DIR/$title"
  mkdir -p "$dest_dir"
  mv -n $mp4 "$dest_dir/"
  move_subtitles "$mp4" "$dest_dir"
  log "moved: $title/$(basename "$mp4")"
}

# 字幕 (.srt) があれば一緒に移す
move_subtitles() {
  local mp4="$1" dest_dir="$2"
  local srt="${mp4%.mp4}.srt"
  [[ -f "$srt" ]] || return 0
  mv -n "$srt" "$dest_dir/"
}
