from decimal import Decimal

import pytest
from model_bakery import baker

from checkout.models import Coupon
from checkout.pricing import CouponError, apply_coupon, cart_subtotal

pytestmark = pytest.mark.django_db


def make_cart(*prices, coupon=None):
    cart = baker.make("checkout.Cart", coupon=coupon)
    for price in prices:
        baker.make("checkout.CartItem", cart=cart, product=baker.make("checkout.Product", price=Decimal(price)))
    return cart


def test_subtotal():
    assert cart_subtotal(make_cart("19.99", "5.01")) == Decimal("25.00")


def test_percent_coupon():
    coupon = baker.make(Coupon, kind=Coupon.PERCENT, value=Decimal("10"))
    cart = make_cart("40.00", coupon=coupon)
    assert apply_coupon(cart, Decimal("40.00")) == Decimal("4.00")


def test_fixed_coupon_capped_at_subtotal():
    coupon = baker.make(Coupon, kind=Coupon.FIXED, value=Decimal("15"))
    cart = make_cart("9.00", coupon=coupon)
    assert apply_coupon(cart, Decimal("9.00")) == Decimal("9.00")


def test_min_subtotal_not_reached():
    coupon = baker.make(Coupon, value=Decimal("15"), min_subtotal=Decimal("60.00"))
    with pytest.raises(CouponError, match="Add 5.01 EUR"):
        apply_coupon(make_cart("54.99", coupon=coupon), Decimal("54.99"))


def test_min_subtotal_reached_exactly():
    coupon = baker.make(Coupon, value=Decimal("15"), min_subtotal=Decimal("60.00"))
    assert apply_coupon(make_cart("60.00", coupon=coupon), Decimal("60.00")) == Decimal("9.00")


def test_used_up_coupon():
    coupon = baker.make(Coupon, value=Decimal("5"), max_uses=1, times_used=1)
    with pytest.raises(CouponError):
        apply_coupon(make_cart("30.00", coupon=coupon), Decimal("30.00"))
