"""Scheduled sends."""
from __future__ import annotations


def due_mail(items, *, limit=None):
    """Return due mail for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
