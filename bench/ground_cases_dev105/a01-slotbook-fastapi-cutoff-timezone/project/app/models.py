from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, time
from enum import Enum


class OrderStatus(str, Enum):
    PENDING = "pending"
    CONFIRMED = "confirmed"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class Slot:
    day: date
    start: time
    end: time
    capacity: int = 12

    @property
    def key(self) -> str:
        return f"{self.day.isoformat()}T{self.start.strftime('%H%M')}"


@dataclass
class Order:
    id: int
    customer_id: int
    slot_key: str
    placed_at: datetime
    status: OrderStatus = OrderStatus.PENDING
    items: list[str] = field(default_factory=list)


class OrderBook:
    """In-memory store; the real one is Postgres behind the same three methods."""

    def __init__(self) -> None:
        self._orders: dict[int, Order] = {}

    def add(self, order: Order) -> Order:
        self._orders[order.id] = order
        return order

    def for_slot(self, slot_key: str) -> list[Order]:
        return [o for o in self._orders.values() if o.slot_key == slot_key]

    def get(self, order_id: int) -> Order | None:
        return self._orders.get(order_id)
