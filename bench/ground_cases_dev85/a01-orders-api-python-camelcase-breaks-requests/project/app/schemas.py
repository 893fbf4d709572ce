"""Request and response models of the public API."""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel


class ApiModel(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, from_attributes=True)


class OrderCreate(ApiModel):
    customer_id: str = Field(min_length=1, max_length=64)
    total_amount: Decimal = Field(gt=0, max_digits=12, decimal_places=2)
    currency: str = Field(pattern=r"^[A-Z]{3}$")
    external_ref: str | None = Field(default=None, max_length=64)


class OrderOut(ApiModel):
    id: int
    customer_id: str
    status: Literal["open", "paid", "cancelled"]
    total_amount: Decimal
    currency: str
    external_ref: str | None
    created_at: datetime


class OrderPage(ApiModel):
    items: list[OrderOut]
    total_count: int
    next_offset: int | None


class StatusChange(ApiModel):
    status: Literal["paid", "cancelled"]
