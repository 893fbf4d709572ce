"""Cart money: subtotal, coupon discount, VAT."""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from django.utils import timezone

from checkout.models import Cart, Coupon

CENT = Decimal("0.01")


class CouponError(Exception):
    """Shown to the shopper next to the coupon field."""


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def cart_subtotal(cart: Cart) -> Decimal:
    return money(sum((item.line_total for item in cart.items.all()), Decimal("0")))


def check_coupon(coupon: Coupon) -> None:
    if coupon.valid_until and coupon.valid_until < timezone.now():
        raise CouponError("This code has expired.")
    if coupon.max_uses is not None and coupon.times_used >= coupon.max_uses:
        raise CouponError("This code has already been used up.")


def apply_coupon(cart: Cart, subtotal: Decimal) -> Decimal:
    """The discount the cart's coupon gives on ``subtotal`` (never more than the subtotal)."""
    coupon = cart.coupon
    if coupon is None:
        return Decimal("0.00")
    check_coupon(coupon)
    if coupon.min_subtotal is not None and subtotal < coupon.min_subtotal:
        missing = money(coupon.min_subtotal - subtotal)
        raise CouponError(f"This code works from {coupon.min_subtotal} EUR. Add {missing} EUR more to use it.")
    if coupon.kind == Coupon.PERCENT:
        discount = subtotal * coupon.value / 100
    else:
        discount = coupon.value
    return money(min(discount, subtotal))


def vat_included(cart: Cart, discount: Decimal) -> Decimal:
    """VAT contained in the gross prices, spread over the lines by their share of the subtotal."""
    subtotal = cart_subtotal(cart)
    if not subtotal:
        return Decimal("0.00")
    vat = Decimal("0")
    for item in cart.items.all():
        share = item.line_total / subtotal
        gross = item.line_total - discount * share
        rate = item.product.vat_rate
        vat += gross * rate / (1 + rate)
    return money(vat)
