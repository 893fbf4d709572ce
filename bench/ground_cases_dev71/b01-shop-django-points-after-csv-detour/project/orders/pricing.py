from decimal import ROUND_DOWN, Decimal

from django.conf import settings


def tax_for(subtotal_excl_tax: int) -> int:
    """消費税（切り捨て）。"""
    rate = Decimal(settings.TAX_RATE)
    return int((Decimal(subtotal_excl_tax) * rate).quantize(Decimal("1"), rounding=ROUND_DOWN))


def coupon_discount(total_incl_tax: int, coupon) -> int:
    if coupon is None or not coupon.is_active():
        return 0
    if coupon.kind == "fixed":
        return min(coupon.amount, total_incl_tax)
    # percent
    discount = Decimal(total_incl_tax) * Decimal(coupon.percent) / Decimal(100)
    return int(discount.quantize(Decimal("1"), rounding=ROUND_DOWN))


def recalc(order, lines, coupon=None) -> None:
    order.subtotal_excl_tax = sum(line.amount for line in lines)
    order.tax = tax_for(order.subtotal_excl_tax)
    order.coupon_discount = coupon_discount(order.total_incl_tax, coupon)
    from orders.shipping import shipping_fee_for

    order.shipping_fee = shipping_fee_for(order)
