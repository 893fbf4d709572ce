"""Planning and applying renames: IMG_1234.JPG -> 2025-08-14_18-03-22.jpg"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

from photoname.exif import taken_at

PATTERN = "%Y-%m-%d_%H-%M-%S"
EXTENSIONS = {".jpg", ".jpeg", ".png", ".heic"}


def already_named(path: Path) -> bool:
    stem = path.stem.rsplit("_", 1)[0] if path.stem.count("_") > 1 else path.stem
    try:
        datetime.strptime(stem, PATTERN)
    except ValueError:
        return False
    return True


def target_name(path: Path) -> str:
    stamp = taken_at(path).strftime(PATTERN)
    return f"{stamp}{path.suffix.lower()}"


def plan(folder: Path) -> list[tuple[Path, Path]]:
    """(old, new) pairs for every picture in folder, without collisions."""
    moves: list[tuple[Path, Path]] = []
    used: set[str] = set()
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in EXTENSIONS or already_named(path):
            continue
        name = target_name(path)
        stem, suffix = name.rsplit(".", 1)
        n = 1
        while name in used or (folder / name).exists() and folder / name != path:
            name = f"{stem}_{n}.{suffix}"
            n += 1
        used.add(name)
        moves.append((path, folder / name))
    return moves


def apply(moves: list[tuple[Path, Path]]) -> int:
    for old, new in moves:
        old.rename(new)
    return len(moves)
