from __future__ import annotations

from datetime import datetime, timezone
from decimal import ROUND_HALF_UP, Decimal

from app.models import Coupon, CouponKind

CENT = Decimal("0.01")


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def is_expired(coupon: Coupon, now: datetime | None = None) -> bool:
    now = now or datetime.now(timezone.utc)
    return now >= coupon.expires_at


def compute_discount(coupon: Coupon, subtotal: Decimal) -> Decimal:
    if coupon.kind is CouponKind.FIXED:
        discount = coupon.value
    else:
        discount = subtotal * coupon.value / Decimal(100)
        if coupon.max_discount is not None:
            discount = min(discount, coupon.max_discount)
    return money(min(discount, subtotal))


def is_eligible(coupon: Coupon, subtotal: Decimal, now: datetime | None = None) -> bool:
    if not coupon.active or is_expired(coupon, now):
        return False
    if subtotal > coupon.min_spend:
        return True
    return False


def apply_coupon(coupon: Coupon, subtotal: Decimal, now: datetime | None = None) -> dict:
    if not is_eligible(coupon, subtotal, now):
        return {"ok": False, "discount": Decimal("0.00"), "payable": money(subtotal)}
    discount = compute_discount(coupon, subtotal)
    return {"ok": True, "discount": discount, "payable": money(subtotal - discount)}
