#!/bin/bash
# 現場写真のファイル名をそろえる
#   IMG_1234.JPG → 2025-11-04_現場名_001.jpg
# 「写真/未整理/現場名/」に入っている写真を撮影日で並べてリネームし、「写真/整理済/現場名/」へ移す
set -euo pipefail

SRC_ROOT="/mnt/nas/share/写真/未整理"
DST_ROOT="/mnt/nas/share/写真/整理済"

shopt -s nullglob nocaseglob

for site_dir in "$SRC_ROOT"/*/; do
  site="$(basename "$site_dir")"
  files=("$site_dir"*.jpg "$site_dir"*.jpeg "$site_dir"*.heic)
  [ ${#files[@]} -eq 0 ] && continue

  mkdir -p "$DST_ROOT/$site"
  n=$(ls "$DST_ROOT/$site" | wc -l)

  # 撮影日時（EXIF）順に並べる。EXIF がなければ更新日時
  while IFS=$'\t' read -r taken file; do
    n=$((n + 1))
    day="${taken%% *}"
    day="${day//:/-}"
    ext="${file##*.}"
    new="$(printf '%s_%s_%03d.%s' "$day" "$site" "$n" "${ext,,}")"
    mv -n -- "$file" "$DST_ROOT/$site/$new"
    echo "$(date '+%F %T') $site: $(basename "$file") -> $new"
  done < <(exiftool -T -DateTimeOriginal -FileModifyDate -FileName -d '%Y:%m:%d %H:%M:%S' "${files[@]}" 2>/dev/null \
            | awk -F'\t' -v dir="$site_dir" '{ t = ($1 != "-") ? $1 : $2; print t "\t" dir $3 }' \
            | sort)
done
