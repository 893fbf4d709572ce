from __future__ import annotations

from decimal import Decimal

from django.db import transaction

from shop.catalog import price_of
from shop.models import Order
from shop.services.coupons import apply_coupon


@transaction.atomic
def place_order(customer, items: list[tuple[str, int]], coupon_code: str = "") -> Order:
    subtotal = sum((price_of(sku) * qty for sku, qty in items), Decimal("0"))
    discount = Decimal("0")
    if coupon_code:
        discount = apply_coupon(coupon_code, subtotal).amount
    return Order.objects.create(customer=customer, subtotal=subtotal, discount=discount,
                                coupon_code=coupon_code.strip().upper())
