from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal


@dataclass(frozen=True)
class Item:
    sku: str
    qty: int
    unit_price: Decimal


@dataclass
class Order:
    id: int
    channel: str
    status: str
    amount: Decimal
    # stored in UTC by the payment callback (aware datetime)
    paid_at: datetime
    items: list[Item] = field(default_factory=list)

    @property
    def is_paid(self) -> bool:
        return self.status == "paid"


class OrderStore:
    """In-memory stand-in for the orders table, filled by the sync job."""

    def __init__(self) -> None:
        self._orders: list[Order] = []

    def add(self, order: Order) -> None:
        self._orders.append(order)

    def all(self) -> list[Order]:
        return list(self._orders)


store = OrderStore()
