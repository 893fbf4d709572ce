"""Tiny active-record layer over the shop database (SQLite in dev, Postgres in prod)."""
from dataclasses import dataclass, field
from datetime import datetime, timezone

_ORDERS: dict[int, "Order"] = {}
_SUBS: dict[str, "Subscription"] = {}


@dataclass
class Order:
    id: int
    total_jpy: int
    status: str = "pending"
    payment_ref: str | None = None
    paid_at: datetime | None = None
    cancel_reason: str | None = None

    @classmethod
    def get(cls, order_id: int) -> "Order | None":
        return _ORDERS.get(order_id)

    def save(self) -> None:
        _ORDERS[self.id] = self


@dataclass
class Subscription:
    stripe_id: str
    customer_id: int
    status: str = "active"
    current_period_end: datetime | None = None
    history: list[str] = field(default_factory=list)

    @classmethod
    def get_by_stripe_id(cls, stripe_id: str | None) -> "Subscription | None":
        return _SUBS.get(stripe_id or "")

    def extend_until(self, epoch: int) -> None:
        self.current_period_end = datetime.fromtimestamp(epoch, tz=timezone.utc)
        self.history.append(f"extended:{epoch}")

    def save(self) -> None:
        _SUBS[self.stripe_id] = self
