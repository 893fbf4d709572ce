from __future__ import annotations

import enum
from datetime import datetime
from decimal import Decimal

from sqlalchemy import DateTime, Enum, Numeric, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class OrderStatus(str, enum.Enum):
    pending = "pending"
    paid = "paid"
    partially_refunded = "partially_refunded"
    refunded = "refunded"
    cancelled = "cancelled"


class Order(Base):
    __tablename__ = "orders"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    customer_email: Mapped[str] = mapped_column(String(255))
    currency: Mapped[str] = mapped_column(String(3))
    total: Mapped[Decimal] = mapped_column(Numeric(12, 3))
    refunded_total: Mapped[Decimal] = mapped_column(Numeric(12, 3), default=Decimal("0"))
    payment_intent_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    status: Mapped[OrderStatus] = mapped_column(Enum(OrderStatus), default=OrderStatus.pending)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))

    def refundable(self) -> Decimal:
        return self.total - self.refunded_total
