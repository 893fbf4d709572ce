"""Cursor pagination shared by the list endpoints.

A cursor is opaque to clients: base64 of a small JSON object holding the sort key of
the last row on the page.
"""
from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from datetime import datetime

from fastapi import HTTPException

DEFAULT_LIMIT = 50
MAX_LIMIT = 100


@dataclass
class Page:
    items: list
    next_cursor: str | None


def encode_cursor(created_at: datetime, row_id: int) -> str:
    raw = json.dumps({"c": created_at.isoformat(), "i": row_id}, separators=(",", ":")).encode()
    return base64.b64encode(raw).decode()


def decode_cursor(cursor: str) -> tuple[datetime, int]:
    try:
        data = json.loads(base64.b64decode(cursor))
        return datetime.fromisoformat(data["c"]), int(data["i"])
    except (ValueError, KeyError, TypeError):
        raise HTTPException(
            status_code=400,
            detail={"code": "invalid_cursor", "message": "cursor is malformed or expired"},
        ) from None


def paginate(rows: list, limit: int) -> Page:
    """``rows`` was fetched with ``limit + 1``: the extra row only says that a next page exists."""
    has_more = len(rows) > limit
    items = rows[:limit]
    cursor = encode_cursor(items[-1].created_at, items[-1].id) if has_more else None
    return Page(items=items, next_cursor=cursor)


def next_link(path: str, cursor: str | None, limit: int, **params) -> str | None:
    if cursor is None:
        return None
    extra = "".join(f"&{k}={v}" for k, v in params.items() if v is not None)
    return f"{path}?cursor={cursor}&limit={limit}{extra}"
