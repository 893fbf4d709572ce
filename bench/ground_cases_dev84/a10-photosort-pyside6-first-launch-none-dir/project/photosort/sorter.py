"""Moving photos into keep/maybe/trash subfolders, with undo."""
from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path

BUCKETS = {"1": "keep", "2": "maybe", "3": "trash"}
IMAGE_EXTS = {".jpg", ".jpeg", ".png", ".heic", ".webp"}


def photos_in(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in IMAGE_EXTS and p.is_file())


@dataclass
class Sorter:
    folder: Path
    history: list[tuple[Path, Path]] = field(default_factory=list)

    def move(self, photo: Path, key: str) -> Path:
        target_dir = self.folder / BUCKETS[key]
        target_dir.mkdir(exist_ok=True)
        target = target_dir / photo.name
        shutil.move(photo, target)
        self.history.append((target, photo))
        return target

    def undo(self) -> Path | None:
        if not self.history:
            return None
        moved, original = self.history.pop()
        shutil.move(moved, original)
        return original
