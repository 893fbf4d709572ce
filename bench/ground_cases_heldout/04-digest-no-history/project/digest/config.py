from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Feed:
    name: str
    url: str
    max_items: int = 10


def load(path: Path) -> list[Feed]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    feeds = []
    for raw in data.get("feed", []):
        feeds.append(Feed(name=raw["name"], url=raw["url"],
                          max_items=int(raw.get("max_items", 10))))
    return feeds
