"""HTTP routes."""
from __future__ import annotations


def list_routes(items, *, limit=None):
    """Return list routes for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
