from __future__ import annotations

from .models import Order

_ORDERS: list[Order] = []


def orders_for(merchant_id: str, days: int | None = None) -> list[Order]:
    return [o for o in _ORDERS if o.merchant_id == merchant_id]


def merchants():
    return []
