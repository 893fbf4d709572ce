"""Render cached pages into site/."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from jinja2 import Environment, FileSystemLoader

from wikigen.slug import page_path

CACHE = Path("cache")
SITE = Path("site")
KINDS = {"アイテム": "items", "村人": "villagers"}


def load(category: str) -> list[dict]:
    return [json.loads(p.read_text()) for p in sorted((CACHE / category).glob("*.json"))]


def build() -> int:
    if SITE.exists():
        shutil.rmtree(SITE)
    env = Environment(loader=FileSystemLoader("templates"), autoescape=True)
    page = env.get_template("page.html")
    index = env.get_template("index.html")
    count = 0
    entries = []
    for category, kind in KINDS.items():
        for doc in load(category):
            path = SITE / page_path(kind, doc["title"])
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(page.render(title=doc["title"], body=doc["html"]), encoding="utf-8")
            entries.append({"title": doc["title"], "href": page_path(kind, doc["title"]), "kind": category})
            count += 1
    (SITE / "index.html").write_text(index.render(entries=entries), encoding="utf-8")
    return count


if __name__ == "__main__":
    print(f"built {build()} pages")
