from __future__ import annotations

import mimetypes
from pathlib import Path

from mutagen import File as MutagenFile


def file_size(path: Path) -> int:
    return path.stat().st_size


def mime_type(path: Path) -> str:
    return mimetypes.guess_type(path.name)[0] or "audio/mpeg"


def probe_duration(path: Path) -> int:
    audio = MutagenFile(path)
    if audio is None or audio.info is None:
        raise ValueError(f"cannot read duration of {path}")
    return round(audio.info.length)
