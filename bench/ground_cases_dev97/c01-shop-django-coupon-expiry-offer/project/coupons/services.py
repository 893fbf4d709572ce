"""Coupon rules: is a coupon usable for an order, how much does it take off, and redeeming it."""
from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from django.db import transaction
from django.utils import timezone

from coupons.models import Coupon, Redemption

CENT = Decimal("0.01")


class CouponError(Exception):
    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def is_active(coupon: Coupon) -> bool:
    if not coupon.is_enabled:
        return False
    if coupon.starts_at > timezone.now():
        return False
    if coupon.expires_at.date() < date.today():
        return False
    if coupon.max_uses and coupon.used_count >= coupon.max_uses:
        return False
    return True


def meets_threshold(coupon: Coupon, order_total: Decimal) -> bool:
    return order_total >= coupon.min_amount


def discount_for(coupon: Coupon, order_total: Decimal) -> Decimal:
    if coupon.kind == Coupon.Kind.FIXED:
        off = coupon.value
    else:
        off = order_total * coupon.value / Decimal("100")
    return min(off, order_total).quantize(CENT, rounding=ROUND_HALF_UP)


def check(coupon: Coupon, order_total: Decimal) -> Decimal:
    if not is_active(coupon):
        raise CouponError("inactive", "优惠券不可用或已过期")
    if not meets_threshold(coupon, order_total):
        raise CouponError("threshold", f"订单满 {coupon.min_amount} 元才能使用")
    return discount_for(coupon, order_total)


def redeem(code: str, user, order_id: int, order_total: Decimal) -> Redemption:
    with transaction.atomic():
        coupon = Coupon.objects.select_for_update().get(code=code)
        off = check(coupon, order_total)
        if Redemption.objects.filter(coupon=coupon, user=user).exists():
            raise CouponError("used", "每个用户限用一次")
        coupon.used_count += 1
        coupon.save(update_fields=["used_count"])
        return Redemption.objects.create(coupon=coupon, user=user, order_id=order_id, discount=off)
