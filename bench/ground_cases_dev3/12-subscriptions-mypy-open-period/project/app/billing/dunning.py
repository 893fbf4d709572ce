"""Failed-payment retries."""
from __future__ import annotations


def retry_dates(items, *, limit=None):
    """Return retry dates for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def final_notice(items, *, limit=None):
    """Return final notice for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
