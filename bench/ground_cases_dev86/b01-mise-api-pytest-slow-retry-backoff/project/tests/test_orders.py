from decimal import Decimal

from app.orders import discounted, order_total
from tests.factories import CouponFactory, OrderFactory


def test_discounted_rounds_down():
    assert discounted(Decimal("999"), 15) == Decimal("850")


def test_order_total_without_coupon():
    order = OrderFactory(subtotal=Decimal("1000"))
    assert order_total(order) == Decimal("1100")


def test_order_total_with_coupon():
    order = OrderFactory(subtotal=Decimal("2000"), coupon=CouponFactory(discount_pct=10))
    assert order_total(order) == Decimal("1980")
