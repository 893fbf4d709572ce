"""Cursor pagination for the activity feed.

A cursor is the (created_at, id) of the last item on the previous page, so new
activities inserted at the top never shift the pages below it.
"""
from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from datetime import datetime

from django.db.models import Q, QuerySet

DEFAULT_PAGE_SIZE = 20
MAX_PAGE_SIZE = 100


class InvalidCursor(ValueError):
    pass


def encode_cursor(created_at: datetime, pk: int) -> str:
    raw = json.dumps({"t": created_at.isoformat(), "id": pk}).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[datetime, int]:
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        data = json.loads(base64.urlsafe_b64decode(padded))
        return datetime.fromisoformat(data["t"]), int(data["id"])
    except (ValueError, KeyError, TypeError) as exc:
        raise InvalidCursor(cursor) from exc


@dataclass
class Page:
    items: list
    next_cursor: str | None


def paginate(qs: QuerySet, cursor: str | None, size: int = DEFAULT_PAGE_SIZE) -> Page:
    """One page of ``qs``, newest first, starting after ``cursor``."""
    size = max(1, min(size, MAX_PAGE_SIZE))
    qs = qs.order_by("-created_at", "-id")
    if cursor:
        ts, pk = decode_cursor(cursor)
        qs = qs.filter(Q(created_at__lt=ts) | Q(created_at=ts, id__gt=pk))
    items = list(qs[: size + 1])
    has_more = len(items) > size
    items = items[:size]
    next_cursor = encode_cursor(items[-1].created_at, items[-1].pk) if has_more else None
    return Page(items, next_cursor)
