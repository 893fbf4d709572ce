"""Refund notification e-mails."""
from __future__ import annotations


def refund_recipients(items, *, limit=None):
    """Return refund recipients for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def refund_subjects(items, *, limit=None):
    """Return refund subjects for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
