"""When a picture was taken."""
from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from PIL import Image


def file_time(path: Path) -> datetime:
    """The file's modification time, as local time."""
    return datetime.fromtimestamp(os.stat(path).st_mtime)


DATETIME_ORIGINAL = 36867
DATETIME = 306


def taken_at(path: Path) -> datetime:
    """Best guess at when the picture was taken: EXIF DateTimeOriginal, then
    EXIF DateTime, then the file's mtime."""
    with Image.open(path) as img:
        raw = img._getexif() or {}
    for tag in (DATETIME_ORIGINAL, DATETIME):
        value = raw.get(tag)
        if value:
            try:
                return datetime.strptime(value.strip(), "%Y:%m:%d %H:%M:%S")
            except ValueError:
                continue
    return file_time(path)
