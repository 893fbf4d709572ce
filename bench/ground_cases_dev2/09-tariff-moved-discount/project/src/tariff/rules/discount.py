"""Coupon rules.

Moved from tariff/discount.py in 4.1 (rules are grouped under tariff.rules now).
"""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from tariff.models import Cart, Coupon

CENT = Decimal("0.01")
MAX_PERCENT = 90


def validate(coupon: Coupon) -> None:
    if coupon.kind not in ("percent", "fixed"):
        raise ValueError(f"unknown coupon kind {coupon.kind!r}")
    if coupon.kind == "percent" and not 0 < coupon.value <= MAX_PERCENT:
        raise ValueError(f"percent coupon out of range: {coupon.value}")


def fixed_off(price: Decimal, coupon: Coupon) -> Decimal:
    return max(Decimal("0"), price - Decimal(str(coupon.value)))


def apply_coupon(cart: Cart) -> Decimal:
    price = cart.subtotal
    coupon = cart.coupon
    if coupon is None:
        return price
    validate(coupon)
    if coupon.kind == "percent":
        price = price * (1 - coupon.value / 100)
    else:
        price = fixed_off(price, coupon)
    return price.quantize(CENT, rounding=ROUND_HALF_UP)
