"""SMTP transport."""
from __future__ import annotations


def smtp_hosts(items, *, limit=None):
    """Return smtp hosts for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
