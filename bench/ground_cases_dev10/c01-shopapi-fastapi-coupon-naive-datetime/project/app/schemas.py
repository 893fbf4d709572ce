from datetime import datetime
from decimal import Decimal

from pydantic import BaseModel, Field


class ORMModel(BaseModel):
    class Config:
        orm_mode = True


class OrderItemIn(BaseModel):
    sku: str = Field(min_length=1, max_length=64)
    price: Decimal = Field(gt=0, decimal_places=2)
    quantity: int = Field(gt=0, le=999)


class OrderCreate(BaseModel):
    user_id: int
    items: list[OrderItemIn] = Field(min_length=1)
    coupon_code: str | None = None


class OrderItemOut(ORMModel):
    sku: str
    price: Decimal
    quantity: int


class OrderOut(ORMModel):
    id: int
    user_id: int
    status: str
    total: Decimal
    discount: Decimal
    created_at: datetime
    items: list[OrderItemOut]
