from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from pydantic import BaseModel, ConfigDict, Field


class OrderLine(BaseModel):
    sku: str
    qty: int = Field(gt=0)
    unit_price: Decimal


class Order(BaseModel):
    id: int
    customer_id: int
    status: str = "pending"
    created_at: datetime
    lines: list[OrderLine]
    coupon_code: str | None = None

    model_config = ConfigDict(from_attributes=True)

    @property
    def total(self) -> Decimal:
        return sum((line.unit_price * line.qty for line in self.lines), Decimal("0"))


class Coupon(BaseModel):
    code: str
    percent_off: int = Field(ge=1, le=100)
    # last day the coupon can still be used (inclusive)
    expires_on: date
    min_total: Decimal = Decimal("0")
    active: bool = True
