"""Table of contents."""
from __future__ import annotations


def toc_entries(items, *, limit=None):
    """Return toc entries for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def toc_levels(items, *, limit=None):
    """Return toc levels for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
