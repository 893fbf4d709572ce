"""Small builders for test objects. Keep them dumb: no database, no randomness."""

from __future__ import annotations

import itertools
from decimal import Decimal

from datetime import datetime, timezone

from orderly.orders import LineItem, Order

_skus = itertools.count(1)
_order_ids = itertools.count(1000)
FIXED_NOW = datetime(2025, 11, 4, 9, 30, tzinfo=timezone.utc)


def make_item(sku: str | None = None, unit_price: str = "10.00", quantity: int = 1) -> LineItem:
    return LineItem(sku=sku or f"SKU-{next(_skus):04d}", unit_price=Decimal(unit_price), quantity=quantity)


def make_customer(customer_id: int = 1, *, vip: bool = False, tags: tuple[str, ...] = ()) -> dict:
    return {"id": customer_id, "vip": vip, "tags": list(tags), "email": f"customer{customer_id}@example.test"}


def make_order(
    *,
    customer_id: int = 1,
    created_at: datetime = FIXED_NOW,
    items: list[LineItem] = [],
    vip: bool = False,
    status: str = "pending",
) -> Order:
    return Order(
        id=next(_order_ids),
        customer_id=customer_id,
        created_at=created_at,
        items=items,
        vip=vip,
        status=status,
    )
