"""Tiny JSON store on the Fly volume. One file per collection."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from bot.config import settings


class JsonStore:
    def __init__(self, name: str, root: Path | None = None) -> None:
        self.path = (root or settings.data_dir) / f"{name}.json"

    def load(self) -> dict[str, Any]:
        try:
            return json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}

    def save(self, data: dict[str, Any]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
        os.replace(tmp, self.path)

    def update(self, key: str, value: Any) -> None:
        data = self.load()
        data[key] = value
        self.save(data)

    def pop(self, key: str) -> Any:
        data = self.load()
        value = data.pop(key, None)
        self.save(data)
        return value
