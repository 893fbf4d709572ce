"""Coupon lookups and discount calculation used by checkout."""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from django.db import transaction
from django.db.models import F

from coupons.models import Coupon, CouponRedemption


class CouponError(Exception):
    """Raised when a coupon code cannot be applied to an order."""


def active_coupons_for(user) -> list[dict]:
    coupons = Coupon.objects.filter(is_active=True, audience__in=[user.segment, "all"]).order_by("code")
    result = []
    for coupon in coupons:
        result.append({
            "code": coupon.code,
            "campaign": coupon.campaign.name,
            "kind": coupon.kind,
            "percent": coupon.percent,
            "amount": coupon.amount,
        })
    return result


def is_usable(coupon: Coupon, user) -> bool:
    if not coupon.is_active:
        return False
    if coupon.expires_at and coupon.expires_at < datetime.now():
        return False
    if coupon.max_uses is not None and coupon.used_count >= coupon.max_uses:
        return False
    return not CouponRedemption.objects.filter(coupon=coupon, user=user).exists()


def discount_for(coupon: Coupon, price: int) -> int:
    """Yen amount to subtract from ``price``."""
    if coupon.kind == Coupon.Kind.PERCENT:
        return price * coupon.percent // 100
    return min(coupon.amount, price)


@transaction.atomic
def apply_coupon(code: str, user, price: int) -> int:
    """Redeem ``code`` for ``user`` and return the price after the discount."""
    try:
        coupon = Coupon.objects.select_for_update().get(code=code)
    except Coupon.DoesNotExist:
        raise CouponError("unknown coupon")
    if not is_usable(coupon, user):
        raise CouponError("coupon cannot be used")
    discount = discount_for(coupon, price)
    CouponRedemption.objects.create(coupon=coupon, user=user, discount=discount)
    Coupon.objects.filter(pk=coupon.pk).update(used_count=F("used_count") + 1)
    return price - discount
