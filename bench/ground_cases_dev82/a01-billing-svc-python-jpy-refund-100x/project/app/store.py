"""In-process order store (the real one is behind BILLING_DB_URL; same interface)."""
from __future__ import annotations

from itertools import count

from app.models import Order, OrderStatus


class OrderStore:
    def __init__(self) -> None:
        self._orders: dict[int, Order] = {}
        self._ids = count(1)

    def add(self, order: Order) -> Order:
        if not order.id:
            order.id = next(self._ids)
        self._orders[order.id] = order
        return order

    def get(self, order_id: int) -> Order | None:
        return self._orders.get(order_id)

    def list(self, status: OrderStatus | None = None) -> list[Order]:
        orders = sorted(self._orders.values(), key=lambda o: o.created_at, reverse=True)
        if status is not None:
            orders = [o for o in orders if o.status == status]
        return orders

    def by_payment_intent(self, payment_intent_id: str) -> Order | None:
        return next((o for o in self._orders.values() if o.payment_intent_id == payment_intent_id), None)
