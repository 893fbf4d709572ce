from __future__ import annotations


def truncate(title: str, width: int) -> str:
    """Shorten a title to width characters, ending in an ellipsis."""
    if len(title) <= width:
        return title
    return title[: width - 1].rstrip() + "…"
