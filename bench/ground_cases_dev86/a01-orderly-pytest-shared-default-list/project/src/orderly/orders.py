"""Orders and their line items."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal

from orderly.config import Settings
from orderly.pricing import money, price_for


@dataclass
class LineItem:
    sku: str
    unit_price: Decimal
    quantity: int = 1


@dataclass
class Order:
    id: int
    customer_id: int
    created_at: datetime
    items: list[LineItem] = field(default_factory=list)
    vip: bool = False
    status: str = "pending"


def add_item(order: Order, item: LineItem) -> Order:
    for existing in order.items:
        if existing.sku == item.sku and existing.unit_price == item.unit_price:
            existing.quantity += item.quantity
            return order
    order.items.append(item)
    return order


def order_total(order: Order, settings: Settings) -> Decimal:
    total = sum((price_for(i.unit_price, i.quantity, settings, vip=order.vip) for i in order.items), Decimal("0"))
    return money(total)


def recent_first(orders: list[Order]) -> list[Order]:
    return sorted(orders, key=lambda o: o.created_at, reverse=True)
