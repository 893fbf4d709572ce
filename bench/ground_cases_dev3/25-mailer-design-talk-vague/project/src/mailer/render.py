"""Templates to bodies."""
from __future__ import annotations


def render_html(items, *, limit=None):
    """Return render html for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def render_text(items, *, limit=None):
    """Return render text for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
