"""Coupons."""
from __future__ import annotations


def active_coupons(items, *, limit=None):
    """Return active coupons for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
