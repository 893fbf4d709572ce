"""URL slugs for post titles."""
from __future__ import annotations

import re
import unicodedata

_NON_ALNUM = re.compile(r"[^a-z0-9]+")


def _ascii(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


def slugify(text: str, max_len: int = 50) -> str:
    """'Hello, World!' -> 'hello-world'; never longer than max_len, never ends in '-'."""
    slug = _NON_ALNUM.sub("-", _ascii(text).lower()).strip("-")
    return slug[:max_len]
