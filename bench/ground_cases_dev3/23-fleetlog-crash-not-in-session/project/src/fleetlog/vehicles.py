"""Vehicle registry."""
from __future__ import annotations


def active_vehicles(items, *, limit=None):
    """Return active vehicles for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def retired_vehicles(items, *, limit=None):
    """Return retired vehicles for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
