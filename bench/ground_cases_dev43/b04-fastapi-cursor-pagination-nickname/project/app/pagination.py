"""Keyset (cursor) pagination for the list endpoints."""
from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Select
from sqlalchemy.orm import Session

from app.models import Order

DEFAULT_LIMIT = 50
MAX_LIMIT = 200


@dataclass(frozen=True)
class Cursor:
    created_at: datetime
    id: int

    def encode(self) -> str:
        raw = json.dumps({"c": self.created_at.isoformat(), "i": self.id})
        return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")

    @classmethod
    def decode(cls, token: str) -> "Cursor":
        pad = "=" * (-len(token) % 4)
        data = json.loads(base64.urlsafe_b64decode(token + pad))
        return cls(created_at=datetime.fromisoformat(data["c"]), id=int(data["i"]))


@dataclass
class Page:
    items: list
    next_cursor: str | None
    has_more: bool


def clamp_limit(limit: int | None) -> int:
    if limit is None:
        return DEFAULT_LIMIT
    return max(1, min(limit, MAX_LIMIT))


def paginate_orders(session: Session, stmt: Select, cursor: str | None, limit: int | None) -> Page:
    """新しい順（created_at desc, id desc）に limit 件ずつ返す。"""
    limit = clamp_limit(limit)
    stmt = stmt.order_by(Order.created_at.desc(), Order.id.desc())
    if cursor:
        cur = Cursor.decode(cursor)
        stmt = stmt.where(Order.created_at < cur.created_at)
    # 1件多く取って、次のページがあるかを判定する
    rows = list(session.scalars(stmt.limit(limit + 1)))
    has_more = len(rows) > limit
    rows = rows[:limit]
    next_cursor = Cursor(rows[-1].created_at, rows[-1].id).encode() if has_more else None
    return Page(items=rows, next_cursor=next_cursor, has_more=has_more)
