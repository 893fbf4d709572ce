from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class CartLine(BaseModel):
    sku_id: int
    price_fen: int = Field(ge=0)
    qty: int = Field(ge=1)


class Coupon(BaseModel):
    id: int
    type: Literal["cash", "percent", "full_reduction"]
    value: int = Field(ge=0, description="cash/full_reduction: 分; percent: 折扣百分比, 85 = 85折")
    threshold_fen: int = Field(default=0, ge=0, description="满减门槛（分）")


class SettleRequest(BaseModel):
    lines: list[CartLine]
    member_level: str = "normal"
    coupon_id: int | None = None


class SettleResponse(BaseModel):
    subtotal_fen: int
    member_fen: int
    payable_fen: int
    saved_fen: int
    payable_yuan: str
