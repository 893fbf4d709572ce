"""Turning a folder of photos into a rename plan. No Qt in here, so it can be tested."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

ILLEGAL = re.compile(r'[<>:"/\\|?*\x00-\x1f]')
DEFAULT_PATTERN = "{date:%Y%m%d_%H%M%S}"
PHOTO_EXTS = {".jpg", ".jpeg", ".png", ".heic", ".dng"}


@dataclass(frozen=True)
class Rename:
    src: Path
    dst: Path


def sanitize(name: str) -> str:
    """Replace characters that Windows does not allow in file names."""
    name = ILLEGAL.sub("_", name).strip(" .")
    return name or "_"


def render_name(pattern: str, src: Path, taken: datetime, n: int) -> str:
    try:
        base = pattern.format(date=taken, n=n, orig=src.stem)
    except (KeyError, IndexError, ValueError) as err:
        raise ValueError(f"bad pattern {pattern!r}: {err}") from None
    return sanitize(base) + src.suffix.lower()


def resolve_conflicts(names: list[str]) -> list[str]:
    """Make names unique by adding _2, _3 ... to repeats (burst shots in the same second)."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        count = seen.get(name, 0) + 1
        seen[name] = count
        out.append(name if count == 1 else f"{name}_{count}")
    return out


def plan_renames(files: list[tuple[Path, datetime]], pattern: str = DEFAULT_PATTERN,
                 start: int = 1) -> list[Rename]:
    """One Rename per file whose name changes, oldest photo first."""
    ordered = sorted(files, key=lambda f: (f[1], f[0].name))
    names = resolve_conflicts([render_name(pattern, src, taken, i) for i, (src, taken) in enumerate(ordered, start)])
    return [Rename(src, src.with_name(name)) for (src, _), name in zip(ordered, names) if src.name != name]


def is_photo(path: Path) -> bool:
    return path.suffix.lower() in PHOTO_EXTS and not path.name.startswith(".")
