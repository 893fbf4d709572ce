"""Plain-text excerpts for index pages and feeds."""

from __future__ import annotations

import re

_TAG = re.compile(r"<[^>]+>")
_SPACE = re.compile(r"\s+")


def excerpt(html: str, words: int = 40) -> str:
    text = _SPACE.sub(" ", _TAG.sub(" ", html)).strip()
    parts = text.split(" ")
    if len(parts) <= words:
        return text
    return " ".join(parts[:words]) + " …"
