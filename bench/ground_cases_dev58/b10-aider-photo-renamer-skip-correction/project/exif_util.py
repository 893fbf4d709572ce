"""写真の撮影日時（EXIF）を読む。"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PIL import Image
from pillow_heif import register_heif_opener

# iPhone の HEIC を Pillow で開けるようにする
register_heif_opener()

EXIF_IFD = 0x8769
DATETIME_ORIGINAL = 36867  # 撮影日時
DATETIME = 306             # 更新日時（撮影日時がないカメラ用）
FORMAT = "%Y:%m:%d %H:%M:%S"


def taken_at(path: Path) -> datetime | None:
    """撮影日時。読めなければ None。"""
    try:
        with Image.open(path) as img:
            exif = img.getexif()
    except Exception:
        return None
    raw = exif.get_ifd(EXIF_IFD).get(DATETIME_ORIGINAL) or exif.get(DATETIME)
    if not raw:
        return None
    try:
        return datetime.strptime(str(raw).strip("\x00 "), FORMAT)
    except ValueError:
        return None


def describe(path: Path) -> str:
    """デバッグ用: ファイル名と撮影日時を1行で。"""
    when = taken_at(path)
    return f"{path.name}\t{when:%Y-%m-%d %H:%M:%S}" if when else f"{path.name}\t(日付不明)"


if __name__ == "__main__":
    import sys

    for arg in sys.argv[1:]:
        print(describe(Path(arg)))
