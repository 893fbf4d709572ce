"""Footnotes."""
from __future__ import annotations


def footnote_refs(items, *, limit=None):
    """Return footnote refs for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def footnote_defs(items, *, limit=None):
    """Return footnote defs for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
