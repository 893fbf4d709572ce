from __future__ import annotations

import hashlib
import re
from pathlib import PurePosixPath
from urllib.parse import unquote, urlsplit


def filename_for(url: str) -> str:
    """URL のパスの最後の部分をファイル名にする。なければ URL のハッシュ。"""
    parts = urlsplit(url)
    name = unquote(PurePosixPath(parts.path).name)
    if not name:
        name = hashlib.sha1(url.encode()).hexdigest()[:12] + ".bin"
    return sanitize(name)


_INVALID = re.compile(r'[<>:"/\\|?*\x00-\x1f]')
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}


def sanitize(name: str) -> str:
    """Windows でも保存できるファイル名にする。"""
    name = _INVALID.sub("_", name).strip().rstrip(". ")
    if name.split(".")[0].upper() in _RESERVED:
        name = "_" + name
    return name or "download.bin"
