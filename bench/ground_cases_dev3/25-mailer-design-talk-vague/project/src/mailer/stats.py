"""Open and click stats."""
from __future__ import annotations


def open_rates(items, *, limit=None):
    """Return open rates for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
