"""Plan limits."""
from __future__ import annotations


def seat_limits(items, *, limit=None):
    """Return seat limits for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
