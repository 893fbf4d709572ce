"""Coupon validation and discount calculation."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import ROUND_DOWN, Decimal

from django.utils import timezone

from shop.models import Coupon


class CouponError(Exception):
    """A coupon that cannot be applied; the message is shown to the customer."""


@dataclass(frozen=True)
class Discount:
    code: str
    amount: Decimal


def validate(coupon: Coupon, subtotal: Decimal, *, now: datetime | None = None) -> None:
    now = now or timezone.now()
    if not coupon.is_active:
        raise CouponError("このクーポンは現在ご利用いただけません")
    if coupon.expires_at and coupon.expires_at < now:
        raise CouponError("クーポンの有効期限が切れています")
    if subtotal < coupon.min_subtotal:
        raise CouponError(f"{coupon.min_subtotal:,}円以上のご注文で利用できます")


def calculate(coupon: Coupon, subtotal: Decimal) -> Decimal:
    if coupon.kind == Coupon.Kind.FIXED:
        return min(coupon.value, subtotal)
    raw = (subtotal * coupon.value / 100).quantize(Decimal("1"), rounding=ROUND_DOWN)
    if coupon.max_discount is not None:
        raw = max(raw, coupon.max_discount)
    return min(raw, subtotal)


def apply_coupon(code: str, subtotal: Decimal, *, now: datetime | None = None) -> Discount:
    try:
        coupon = Coupon.objects.get(code__iexact=code.strip())
    except Coupon.DoesNotExist:
        raise CouponError("クーポンコードが見つかりません") from None
    validate(coupon, subtotal, now=now)
    return Discount(code=coupon.code, amount=calculate(coupon, subtotal))
