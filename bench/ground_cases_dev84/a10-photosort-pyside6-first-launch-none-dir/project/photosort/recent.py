"""Recent folders, kept in QSettings as a list of paths (newest first)."""
from __future__ import annotations

from PySide6.QtCore import QSettings

KEY = "recent_folders"
MAX = 8


def load(settings: QSettings) -> list[str]:
    value = settings.value(KEY, [])
    if isinstance(value, str):  # QSettings gives a bare string for one-element lists on some backends
        value = [value]
    return list(value)


def add(settings: QSettings, folder: str) -> list[str]:
    folders = [f for f in load(settings) if f != folder]
    folders.insert(0, folder)
    folders = folders[:MAX]
    settings.setValue(KEY, folders)
    return folders
