"""Admin audit trail."""
from __future__ import annotations


def audit_rows(items, *, limit=None):
    """Return audit rows for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
