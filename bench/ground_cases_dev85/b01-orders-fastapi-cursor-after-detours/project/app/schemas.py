from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel

from app.db import CustomerRow, OrderRow


class OrderOut(BaseModel):
    id: int
    customer_id: int
    status: str
    total_yen: int
    created_at: datetime

    @classmethod
    def from_row(cls, row: OrderRow) -> "OrderOut":
        return cls(id=row.id, customer_id=row.customer_id, status=row.status,
                   total_yen=row.total_yen, created_at=row.created_at)


class OrderPage(BaseModel):
    data: list[OrderOut]
    next_cursor: str | None = None
    next: str | None = None


class CustomerOut(BaseModel):
    id: int
    name: str
    email: str

    @classmethod
    def from_row(cls, row: CustomerRow) -> "CustomerOut":
        return cls(id=row.id, name=row.name, email=row.email)


class ErrorBody(BaseModel):
    code: str
    message: str
