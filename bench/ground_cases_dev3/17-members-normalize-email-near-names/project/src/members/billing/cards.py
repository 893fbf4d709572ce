"""Saved cards."""
from __future__ import annotations


def card_rows(items, *, limit=None):
    """Return card rows for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
