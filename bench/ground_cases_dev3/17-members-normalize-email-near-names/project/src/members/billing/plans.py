"""Member plans."""
from __future__ import annotations


def plan_rows(items, *, limit=None):
    """Return plan rows for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
