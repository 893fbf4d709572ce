from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel

from app import db
from app.models import Coupon

router = APIRouter(prefix="/coupons", tags=["coupons"])


class ApplyRequest(BaseModel):
    code: str
    total: Decimal


def is_expired(coupon: Coupon, today: date | None = None) -> bool:
    today = today or date.today()
    return today >= coupon.expires_on


def discount_for(coupon: Coupon, total: Decimal) -> Decimal:
    if total < coupon.min_total:
        return Decimal("0")
    off = total * Decimal(coupon.percent_off) / Decimal(100)
    return off.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


@router.post("/apply")
def apply_coupon(req: ApplyRequest) -> dict:
    coupon = db.get_coupon(req.code)
    if coupon is None or not coupon.active:
        raise HTTPException(404, "coupon not found")
    if is_expired(coupon):
        raise HTTPException(410, "coupon expired")
    off = discount_for(coupon, req.total)
    return {"code": coupon.code, "discount": str(off), "payable": str(req.total - off)}
