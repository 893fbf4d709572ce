import random
from decimal import Decimal

import factory

from app.models import Coupon, Order


class CouponFactory(factory.Factory):
    class Meta:
        model = Coupon

    code = factory.Sequence(lambda n: f"SPRING{n:03d}")
    discount_pct = factory.LazyFunction(lambda: random.choice([10, 15, 20]))


class OrderFactory(factory.Factory):
    class Meta:
        model = Order

    subtotal = Decimal("1000")
    coupon = None
