from decimal import ROUND_DOWN, Decimal

from app.models import Order

TAX_RATE = Decimal("0.10")


def discounted(subtotal: Decimal, pct: int) -> Decimal:
    off = (subtotal * pct / 100).quantize(Decimal("1"), rounding=ROUND_DOWN)
    return subtotal - off


def order_total(order: Order) -> Decimal:
    base = order.subtotal
    if order.coupon is not None:
        base = discounted(base, order.coupon.discount_pct)
    tax = (base * TAX_RATE).quantize(Decimal("1"), rounding=ROUND_DOWN)
    return base + tax
