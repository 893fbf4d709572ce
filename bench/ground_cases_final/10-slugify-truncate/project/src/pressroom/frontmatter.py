"""YAML front matter between '---' lines."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

import yaml


@dataclass
class Post:
    title: str
    published: date
    body: str
    slug: str | None = None
    tags: tuple[str, ...] = ()
    draft: bool = False


def parse(text: str) -> Post:
    if not text.startswith("---\n"):
        raise ValueError("missing front matter")
    head, _, body = text[4:].partition("\n---\n")
    meta = yaml.safe_load(head) or {}
    return Post(
        title=str(meta["title"]),
        published=meta["date"],
        body=body.lstrip("\n"),
        slug=meta.get("slug"),
        tags=tuple(meta.get("tags", ())),
        draft=bool(meta.get("draft", False)),
    )
