from decimal import Decimal

import pytest
from django.contrib.auth import get_user_model

from orders.models import Coupon, Order, OrderItem
from orders.services import CouponError, apply_coupon


@pytest.fixture
def order(db):
    user = get_user_model().objects.create_user("taro", "taro@example.com", "pw")
    o = Order.objects.create(customer=user)
    OrderItem.objects.create(order=o, sku="A-1", name="マグカップ", unit_price=Decimal("1200"), quantity=2)
    OrderItem.objects.create(order=o, sku="B-7", name="コースター", unit_price=Decimal("450"), quantity=1)
    return o


def test_percent_coupon(order):
    Coupon.objects.create(code="TEN", percent=Decimal("10"))
    apply_coupon(order, "TEN")
    assert order.subtotal == Decimal("2850")
    assert order.discount == Decimal("285")
    assert order.total == Decimal("2565")


def test_fixed_coupon(order):
    Coupon.objects.create(code="MINUS500", kind=Coupon.FIXED, amount=Decimal("500"))
    apply_coupon(order, "MINUS500")
    assert order.discount == Decimal("500")
    assert order.total == Decimal("2350")


def test_fixed_coupon_larger_than_subtotal(order):
    Coupon.objects.create(code="BIG", kind=Coupon.FIXED, amount=Decimal("5000"))
    apply_coupon(order, "BIG")
    assert order.discount == Decimal("2850")
    assert order.total == Decimal("0")


def test_inactive_coupon_rejected(order):
    Coupon.objects.create(code="OLD", percent=Decimal("5"), active=False)
    with pytest.raises(CouponError):
        apply_coupon(order, "OLD")
