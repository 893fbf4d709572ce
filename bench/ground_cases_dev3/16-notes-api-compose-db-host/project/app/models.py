"""Table definitions."""
from __future__ import annotations


def note_columns(items, *, limit=None):
    """Return note columns for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
