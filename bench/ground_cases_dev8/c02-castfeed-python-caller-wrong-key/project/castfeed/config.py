from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Show:
    title: str
    description: str
    author: str
    language: str
    category: str
    base_url: str
    media_url: str
    cover_url: str
    media_dir: Path
    episodes_dir: Path
    timezone: str = "Asia/Shanghai"


def load_show(path: Path) -> Show:
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    root = path.parent
    return Show(
        title=raw["title"],
        description=raw["description"],
        author=raw["author"],
        language=raw.get("language", "zh-cn"),
        category=raw.get("category", "Technology"),
        base_url=raw["base_url"].rstrip("/"),
        media_url=raw["media_url"].rstrip("/"),
        cover_url=raw["cover_url"],
        media_dir=root / raw.get("media_dir", "media"),
        episodes_dir=root / raw.get("episodes_dir", "episodes"),
        timezone=raw.get("timezone", "Asia/Shanghai"),
    )
