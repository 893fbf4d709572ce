from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal


@dataclass
class OrderLine:
    sku: str
    qty: int
    unit_price: Decimal

    @property
    def total(self) -> Decimal:
        return self.unit_price * self.qty


@dataclass
class Order:
    id: int
    number: str
    customer_email: str
    status: str
    created_at: datetime  # stored as aware UTC
    shipped_at: datetime | None = None
    lines: list[OrderLine] = field(default_factory=list)

    @property
    def total(self) -> Decimal:
        return sum((l.total for l in self.lines), Decimal("0"))


def fetch_orders(since: datetime, limit: int) -> list[Order]:
    from app.db import session  # lazy: avoids import cycle in tests

    rows = session.execute(
        "SELECT * FROM orders WHERE created_at >= :since ORDER BY created_at LIMIT :limit",
        {"since": since, "limit": limit},
    )
    return [Order(**row) for row in rows]
