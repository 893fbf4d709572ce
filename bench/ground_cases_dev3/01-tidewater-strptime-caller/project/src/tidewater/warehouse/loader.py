"""Load parsed rows into the warehouse."""
from __future__ import annotations


def batch_rows(items, *, limit=None):
    """Return batch rows for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def dedupe_rows(items, *, limit=None):
    """Return dedupe rows for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
