"""File names for generated pages."""
from __future__ import annotations

import re
import unicodedata

_MAX = 80


def slugify(title: str) -> str:
    """A page title as a file name: 'Iron Sword' -> 'iron-sword', '星のしずく' -> '星のしずく'."""
    text = unicodedata.normalize("NFKC", title).strip().lower()
    text = re.sub(r"[^a-z0-9]+", "-", text).strip("-")
    return text[:_MAX]


def page_path(kind: str, title: str) -> str:
    return f"{kind}/{slugify(title)}.html"


def unique(slugs: list[str]) -> list[str]:
    """Make duplicate slugs unique by numbering them: a, a-2, a-3."""
    seen: dict[str, int] = {}
    out = []
    for s in slugs:
        n = seen.get(s, 0) + 1
        seen[s] = n
        out.append(s if n == 1 else f"{s}-{n}")
    return out


def is_valid(slug: str) -> bool:
    return bool(slug) and not slug.startswith(".") and "/" not in slug and len(slug) <= _MAX
