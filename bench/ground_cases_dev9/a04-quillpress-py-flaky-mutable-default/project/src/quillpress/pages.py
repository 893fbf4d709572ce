from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import markdown


@dataclass
class Page:
    path: str
    title: str
    html: str


def load_pages(src: Path) -> list[Page]:
    pages = []
    for file in sorted(src.rglob("*.md")):
        text = file.read_text(encoding="utf-8")
        title = text.splitlines()[0].lstrip("# ").strip() if text else file.stem
        html = markdown.markdown(text, extensions=["fenced_code", "tables"])
        pages.append(Page(path=str(file.relative_to(src)), title=title, html=html))
    return pages
