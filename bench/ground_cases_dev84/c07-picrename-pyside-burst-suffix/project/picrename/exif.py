from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PIL import Image

DATETIME_ORIGINAL = 0x9003
EXIF_IFD = 0x8769


def taken_at(path: Path) -> datetime:
    """When the photo was taken (EXIF DateTimeOriginal), else the file's mtime."""
    try:
        with Image.open(path) as img:
            raw = img.getexif().get_ifd(EXIF_IFD).get(DATETIME_ORIGINAL)
        if raw:
            return datetime.strptime(str(raw).strip("\x00 "), "%Y:%m:%d %H:%M:%S")
    except (OSError, ValueError):
        pass
    return datetime.fromtimestamp(path.stat().st_mtime)
