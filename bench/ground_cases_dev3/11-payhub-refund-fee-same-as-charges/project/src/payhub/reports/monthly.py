"""Monthly report."""
from __future__ import annotations


def monthly_rows(items, *, limit=None):
    """Return monthly rows for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def monthly_totals(items, *, limit=None):
    """Return monthly totals for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
