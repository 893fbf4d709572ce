from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

_FM = re.compile(r"^---\n(.*?)\n---\n", re.DOTALL)


@dataclass
class Post:
    slug: str
    title: str
    date: dt.date
    body: str
    tags: list[str] = field(default_factory=list)
    draft: bool = False


def normalize_tags(raw) -> list[str]:
    """小写、去空格、去重，保持作者写的顺序（第一个 tag 是主分类）。"""
    if isinstance(raw, str):
        raw = raw.split(",")
    return list(dict.fromkeys(t.strip().lower() for t in raw or [] if t.strip()))


def parse_post(path: Path) -> Post:
    text = path.read_text(encoding="utf-8")
    m = _FM.match(text)
    meta = yaml.safe_load(m.group(1)) if m else {}
    body = text[m.end():] if m else text
    return Post(
        slug=meta.get("slug") or path.stem,
        title=meta.get("title") or path.stem,
        date=meta.get("date") or dt.date.fromtimestamp(path.stat().st_mtime),
        body=body,
        tags=normalize_tags(meta.get("tags")),
        draft=bool(meta.get("draft", False)),
    )
