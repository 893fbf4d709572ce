from __future__ import annotations

from datetime import datetime
from enum import Enum

from pydantic import BaseModel, Field


class OrderStatus(str, Enum):
    pending = "pending"
    paid = "paid"
    shipped = "shipped"
    cancelled = "cancelled"


class OrderRow(BaseModel):
    id: int
    customer_id: int
    status: OrderStatus
    total_cents: int
    currency: str
    created_at: datetime


class OrderOut(BaseModel):
    id: int
    customer_id: int
    status: OrderStatus
    total: str = Field(description="decimal string, e.g. \"12.50\"")
    currency: str
    created_at: datetime


class OrderPage(BaseModel):
    items: list[OrderOut]
    next_cursor: str | None = None
    has_more: bool = False


def to_out(row: OrderRow) -> OrderOut:
    return OrderOut(
        id=row.id,
        customer_id=row.customer_id,
        status=row.status,
        total=f"{row.total_cents // 100}.{row.total_cents % 100:02d}",
        currency=row.currency,
        created_at=row.created_at,
    )
