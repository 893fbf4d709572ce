"""Outgoing mail queue."""
from __future__ import annotations


def pending_mail(items, *, limit=None):
    """Return pending mail for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def failed_mail(items, *, limit=None):
    """Return failed mail for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
