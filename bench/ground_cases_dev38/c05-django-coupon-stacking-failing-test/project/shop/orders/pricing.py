"""Order price calculation: line totals, coupons, shipping."""
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

FREE_SHIPPING_THRESHOLD = Decimal("99.00")
SHIPPING_FEE = Decimal("10.00")
CENT = Decimal("0.01")


@dataclass
class Quote:
    subtotal: Decimal
    discount: Decimal
    shipping: Decimal
    total: Decimal


def yuan(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def line_total(item) -> Decimal:
    return item.unit_price * item.quantity


def coupon_discount(coupon, amount: Decimal) -> Decimal:
    if coupon.kind == "percent":
        return yuan(amount * coupon.value / 100)
    if coupon.kind == "threshold":
        return coupon.value if amount >= coupon.min_amount else Decimal("0")
    raise ValueError(f"unknown coupon kind {coupon.kind!r}")


ORDER = {"percent": 0, "threshold": 1}


def quote(items, coupons=()) -> Quote:
    subtotal = sum((line_total(i) for i in items), Decimal("0"))
    if not isinstance(coupons, (list, tuple)):
        coupons = [coupons] if coupons else []
    amount = subtotal
    for coupon in sorted(coupons, key=lambda c: ORDER[c.kind]):
        amount -= coupon_discount(coupon, amount)
    discount = subtotal - amount
    shipping = Decimal("0") if subtotal >= FREE_SHIPPING_THRESHOLD else SHIPPING_FEE
    return Quote(
        subtotal=yuan(subtotal),
        discount=yuan(discount),
        shipping=shipping,
        total=yuan(amount + shipping),
    )
