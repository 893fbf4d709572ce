"""Per-user throttling."""
from __future__ import annotations


def recent_sends(items, *, limit=None):
    """Return recent sends for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
