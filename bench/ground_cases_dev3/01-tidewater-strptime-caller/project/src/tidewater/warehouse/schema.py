"""Warehouse table layouts."""
from __future__ import annotations


def station_columns(items, *, limit=None):
    """Return station columns for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def reading_columns(items, *, limit=None):
    """Return reading columns for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
