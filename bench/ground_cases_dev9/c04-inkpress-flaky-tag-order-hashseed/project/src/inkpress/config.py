from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml


@dataclass
class SiteConfig:
    title: str
    base_url: str
    author: str = ""
    default_tags: list[str] = field(default_factory=list)
    posts_dir: Path = Path("posts")
    out_dir: Path = Path("public")


def load_config(path: Path) -> SiteConfig:
    raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return SiteConfig(
        title=raw["title"],
        base_url=raw["base_url"].rstrip("/"),
        author=raw.get("author", ""),
        default_tags=list(raw.get("default_tags") or []),
        posts_dir=Path(raw.get("posts_dir", "posts")),
        out_dir=Path(raw.get("out_dir", "public")),
    )
