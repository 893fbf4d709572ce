"""Plan catalogue."""
from __future__ import annotations


def plan_names(items, *, limit=None):
    """Return plan names for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def plan_prices(items, *, limit=None):
    """Return plan prices for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
