from __future__ import annotations

from decimal import Decimal

from fastapi import FastAPI, HTTPException, Query
from pydantic import BaseModel

from app import models
from app.pricing import apply_coupon

app = FastAPI(title="coupon-svc")


class RedeemIn(BaseModel):
    code: str
    order_id: str
    subtotal: Decimal


class RedeemOut(BaseModel):
    order_id: str
    ok: bool
    discount: Decimal
    payable: Decimal


@app.post("/coupons/redeem", response_model=RedeemOut)
def redeem(body: RedeemIn) -> RedeemOut:
    coupon = models.get(body.code)
    if coupon is None:
        raise HTTPException(status_code=404, detail="coupon not found")
    result = apply_coupon(coupon, body.subtotal)
    return RedeemOut(order_id=body.order_id, **result)


@app.get("/coupons/{code}/preview", response_model=RedeemOut)
def preview(code: str, subtotal: Decimal = Query(gt=0, max_digits=12, decimal_places=2)) -> RedeemOut:
    coupon = models.get(code)
    if coupon is None:
        raise HTTPException(status_code=404, detail="coupon not found")
    result = apply_coupon(coupon, subtotal)
    return RedeemOut(order_id="", **result)


@app.get("/healthz")
def healthz() -> dict:
    return {"status": "ok"}
