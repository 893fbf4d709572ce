from __future__ import annotations

import math
from datetime import datetime, timezone

from flask import current_app


def parse_date(value: str | None) -> datetime | None:
    """'2025-01-31' -> aware datetime at 00:00 UTC; None when missing or malformed."""
    if not value:
        return None
    try:
        day = datetime.strptime(value, "%Y-%m-%d")
    except ValueError:
        return None
    return day.replace(tzinfo=timezone.utc)


def utcnow_iso() -> str:
    return datetime.now(timezone.utc).isoformat().replace("+00:00", "Z")


def _int(value: str | None, default: int) -> int:
    try:
        return int(value) if value is not None else default
    except ValueError:
        return default


def paginate(items: list, page: str | None, page_size: str | None) -> dict:
    size = _int(page_size, current_app.config["DEFAULT_PAGE_SIZE"])
    size = max(1, min(size, current_app.config["MAX_PAGE_SIZE"]))
    pages = math.ceil(len(items) / size) if items else 1
    number = max(1, min(_int(page, 1), pages))
    start = (number - 1) * size
    return {
        "items": items[start:start + size],
        "page": number,
        "page_size": size,
        "pages": pages,
        "total": len(items),
    }
