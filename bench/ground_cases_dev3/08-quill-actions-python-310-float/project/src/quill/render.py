"""Render parsed markdown to HTML."""
from __future__ import annotations


def render_blocks(items, *, limit=None):
    """Return render blocks for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def render_inline(items, *, limit=None):
    """Return render inline for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
