"""URL slugs from post titles."""

from __future__ import annotations

import re
import unicodedata

_NON_WORD = re.compile(r"[^a-z0-9]+")
_APOSTROPHES = re.compile(r"['\u2019]")

MAX_LENGTH = 60


def slugify(title: str, max_length: int = MAX_LENGTH) -> str:
    """Lowercase ASCII words joined by '-', cut on a word boundary at max_length."""
    text = unicodedata.normalize("NFKD", title)
    text = text.encode("ascii", "ignore").decode("ascii").lower()
    text = _APOSTROPHES.sub("", text)
    slug = _NON_WORD.sub("-", text).strip("-")
    if len(slug) > max_length:
        slug = slug[:max_length].rsplit("-", 1)[0]
    return slug or "post"


def unique_slug(slug: str, taken: set[str]) -> str:
    if slug not in taken:
        return slug
    n = 2
    while f"{slug}-{n}" in taken:
        n += 1
    return f"{slug}-{n}"
