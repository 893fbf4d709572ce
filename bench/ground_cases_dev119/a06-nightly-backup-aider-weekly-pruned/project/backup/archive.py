"""Create one timestamped tar.gz of a folder."""
from __future__ import annotations

import tarfile
from datetime import datetime
from pathlib import Path

from backup.rotate import DAILY_PREFIX, WEEKLY_PREFIX

EXCLUDE = {".cache", "node_modules", "__pycache__", ".Trash"}


def _filter(info: tarfile.TarInfo) -> tarfile.TarInfo | None:
    parts = Path(info.name).parts
    return None if any(p in EXCLUDE for p in parts) else info


def archive_name(now: datetime, weekly: bool) -> str:
    if weekly:
        year, week, _ = now.isocalendar()
        return f"{WEEKLY_PREFIX}{year}w{week:02d}.tar.gz"
    return f"{DAILY_PREFIX}{now:%Y%m%d-%H%M}.tar.gz"


def make_archive(source: Path, dest: Path, weekly: bool = False, now: datetime | None = None) -> Path:
    path = dest / archive_name(now or datetime.now(), weekly)
    with tarfile.open(path, "w:gz") as tar:
        tar.add(source, arcname=source.name, filter=_filter)
    return path
