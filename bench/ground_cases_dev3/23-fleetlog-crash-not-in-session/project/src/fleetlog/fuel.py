"""Fuel receipts."""
from __future__ import annotations


def fuel_rows(items, *, limit=None):
    """Return fuel rows for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def fuel_totals(items, *, limit=None):
    """Return fuel totals for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
