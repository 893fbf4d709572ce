"""Redis helpers."""
from __future__ import annotations


def cache_keys(items, *, limit=None):
    """Return cache keys for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
