"""注文金額の計算とクーポン適用。"""
from decimal import ROUND_DOWN, Decimal

from django.db import transaction

from .models import Coupon, Order


class CouponError(Exception):
    pass


def recalc_subtotal(order: Order) -> Decimal:
    subtotal = sum((item.line_total for item in order.items.all()), Decimal("0"))
    order.subtotal = subtotal
    return subtotal


def apply_coupon(order: Order, code: str) -> Order:
    try:
        coupon = Coupon.objects.get(code=code, active=True)
    except Coupon.DoesNotExist:
        raise CouponError(f"クーポン {code} は使えません")

    subtotal = recalc_subtotal(order)
    if coupon.kind == Coupon.FIXED:
        discount = coupon.amount or Decimal("0")
    else:
        discount = (subtotal * coupon.percent / 100).quantize(Decimal("1"), rounding=ROUND_DOWN)
    order.coupon = coupon
    order.discount = min(discount, subtotal)
    order.total = subtotal - order.discount
    order.save(update_fields=["coupon", "subtotal", "discount", "total"])
    return order


@transaction.atomic
def checkout(order: Order) -> Order:
    recalc_subtotal(order)
    if order.coupon_id:
        apply_coupon(order, order.coupon.code)
    else:
        order.total = order.subtotal
        order.save(update_fields=["subtotal", "total"])
    order.status = "pending"
    order.save(update_fields=["status"])
    return order
