from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from decimal import Decimal
from enum import StrEnum


class OrderStatus(StrEnum):
    PENDING = "pending"
    PAID = "paid"
    PARTIALLY_REFUNDED = "partially_refunded"
    REFUNDED = "refunded"


class RefundStatus(StrEnum):
    PENDING = "pending"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    CANCELED = "canceled"


@dataclass
class CartLine:
    sku: str
    quantity: int
    unit_price: Decimal


@dataclass
class Cart:
    customer_id: str
    currency: str
    lines: list[CartLine]

    @property
    def total(self) -> Decimal:
        return sum((line.unit_price * line.quantity for line in self.lines), Decimal("0"))


@dataclass
class Refund:
    id: str
    amount_minor: int
    status: RefundStatus
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))


@dataclass
class Order:
    id: int
    customer_id: str
    currency: str
    amount_minor: int
    status: OrderStatus = OrderStatus.PENDING
    payment_intent_id: str | None = None
    refunds: list[Refund] = field(default_factory=list)
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))
