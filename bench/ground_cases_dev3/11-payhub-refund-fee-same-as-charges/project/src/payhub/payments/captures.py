"""Delayed captures."""
from __future__ import annotations


def pending_captures(items, *, limit=None):
    """Return pending captures for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def stale_captures(items, *, limit=None):
    """Return stale captures for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
