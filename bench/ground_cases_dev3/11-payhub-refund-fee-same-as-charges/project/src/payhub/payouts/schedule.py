"""Payout schedule."""
from __future__ import annotations


def due_payouts(items, *, limit=None):
    """Return due payouts for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def held_payouts(items, *, limit=None):
    """Return held payouts for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
