"""Message templates."""
from __future__ import annotations


def render_sms(items, *, limit=None):
    """Return render sms for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def render_mail(items, *, limit=None):
    """Return render mail for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
