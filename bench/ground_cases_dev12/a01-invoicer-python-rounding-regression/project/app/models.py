from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from pydantic import BaseModel, Field, field_validator


class InvoiceLine(BaseModel):
    description: str = Field(min_length=1, max_length=200)
    quantity: int = Field(gt=0)
    unit_price: Decimal = Field(ge=0, decimal_places=2)


class InvoiceIn(BaseModel):
    customer_id: int
    lines: list[InvoiceLine] = Field(min_length=1)
    discount_pct: int = Field(0, ge=0, le=100)
    currency: str = "EUR"

    @field_validator("currency")
    @classmethod
    def upper_currency(cls, v: str) -> str:
        if len(v) != 3 or not v.isalpha():
            raise ValueError("currency must be a 3-letter ISO code")
        return v.upper()


class Invoice(BaseModel):
    id: int
    number: str
    customer_id: int
    lines: list[InvoiceLine]
    discount_pct: int = 0
    currency: str = "EUR"
    status: str = "draft"
    created_at: datetime
    sent_at: datetime | None = None


class StatusChange(BaseModel):
    status: str
