"""Unsubscribe list."""
from __future__ import annotations


def unsubscribed(items, *, limit=None):
    """Return unsubscribed for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
