from __future__ import annotations

from decimal import Decimal

from tariff.models import Cart
from tariff.rules.discount import apply_coupon
from tariff.rules.shipping import shipping_fee


def total(cart: Cart) -> Decimal:
    discounted = apply_coupon(cart)
    return discounted + shipping_fee(discounted)
