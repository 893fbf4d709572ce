"""Tag routes."""
from __future__ import annotations


def tag_names(items, *, limit=None):
    """Return tag names for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
