from decimal import Decimal

import pytest

from checkout.shipping import ShippingNotAvailable, shipping_fee


def test_standard_de():
    assert shipping_fee(Decimal("20.00"), "DE") == Decimal("4.90")


def test_free_above_threshold_de():
    assert shipping_fee(Decimal("80.00"), "DE") == Decimal("0.00")


def test_no_free_shipping_abroad():
    assert shipping_fee(Decimal("80.00"), "AT") == Decimal("6.90")


def test_express_always_pays():
    assert shipping_fee(Decimal("80.00"), "DE", express=True) == Decimal("7.00")


def test_bulky():
    assert shipping_fee(Decimal("500.00"), "DE", bulky=True) == Decimal("29.00")


def test_unknown_country():
    with pytest.raises(ShippingNotAvailable):
        shipping_fee(Decimal("10.00"), "US")
