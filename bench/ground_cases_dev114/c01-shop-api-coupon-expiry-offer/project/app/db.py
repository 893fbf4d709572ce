from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from app.models import Coupon, Order, OrderLine

_ORDERS: list[Order] = []
_COUPONS: dict[str, Coupon] = {}


def seed() -> None:
    _ORDERS.clear()
    _COUPONS.clear()
    base = datetime(2025, 11, 1, 9, 0, 0)
    for i in range(1, 8):
        _ORDERS.append(Order(
            id=i,
            customer_id=100 + i % 3,
            status="paid" if i % 2 else "pending",
            created_at=base.replace(day=1 + i // 3, hour=9 + i),
            lines=[OrderLine(sku=f"SKU-{i}", qty=1 + i % 2, unit_price=Decimal("19.90"))],
        ))
    _COUPONS["WELCOME10"] = Coupon(code="WELCOME10", percent_off=10, expires_on=date(2025, 12, 31))
    _COUPONS["DOUBLE11"] = Coupon(code="DOUBLE11", percent_off=20, expires_on=date(2025, 11, 11),
                                  min_total=Decimal("99"))


def list_orders(page: int = 1, size: int = 20, status: str | None = None) -> list[Order]:
    wanted = status.strip().lower() if status else None
    rows = [o for o in _ORDERS if wanted is None or o.status == wanted]
    rows.sort(key=lambda o: (o.created_at, o.id), reverse=True)
    start = (page - 1) * size
    return rows[start:start + size]


def orders_between(start: date, end: date) -> list[Order]:
    return [o for o in _ORDERS if start <= o.created_at.date() <= end]


def get_coupon(code: str) -> Coupon | None:
    return _COUPONS.get(code.strip().upper())


seed()
