"""Invoices."""
from __future__ import annotations


def invoice_lines(items, *, limit=None):
    """Return invoice lines for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def invoice_totals(items, *, limit=None):
    """Return invoice totals for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
