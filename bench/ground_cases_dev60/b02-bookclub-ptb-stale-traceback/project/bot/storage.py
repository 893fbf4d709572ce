"""Tiny JSON file storage. The club is ~40 people, a database would be overkill."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

DATA_DIR = Path(os.environ.get("HONMUSHI_DATA", "data"))


def _path(name: str) -> Path:
    return DATA_DIR / name


def load(name: str, default: Any) -> Any:
    path = _path(name)
    if not path.exists():
        return default
    with path.open(encoding="utf-8") as f:
        return json.load(f)


def save(name: str, value: Any) -> None:
    path = _path(name)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=False, indent=2)
    os.replace(tmp, path)
