"""Old station codes and their replacements."""
from __future__ import annotations


def alias_codes(items, *, limit=None):
    """Return alias codes for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result


def merge_aliases(items, *, limit=None):
    """Return merge aliases for ``items``."""
    result = [i for i in items if i is not None]
    if limit is not None:
        result = result[:limit]
    return result
