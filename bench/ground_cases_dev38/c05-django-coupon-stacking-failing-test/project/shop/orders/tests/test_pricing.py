from decimal import Decimal
from types import SimpleNamespace as NS

import pytest

from shop.orders.pricing import quote


def item(price, qty=1):
    return NS(unit_price=Decimal(price), quantity=qty)


def percent(v):
    return NS(kind="percent", value=Decimal(v), min_amount=Decimal("0"))


def threshold(v, min_amount):
    return NS(kind="threshold", value=Decimal(v), min_amount=Decimal(min_amount))


def test_no_coupon_adds_shipping_under_threshold():
    q = quote([item("30.00", 2)])
    assert q.shipping == Decimal("10.00")
    assert q.total == Decimal("70.00")


def test_percent_coupon():
    q = quote([item("200.00")], percent("10"))
    assert q.discount == Decimal("20.00")
    assert q.total == Decimal("180.00")


def test_coupons_stack_percent_first():
    # 200 * 0.9 = 180, then 180 >= 150 so minus 30
    q = quote([item("200.00")], [threshold("30", "150"), percent("10")])
    assert q.discount == Decimal("50.00")
    assert q.total == Decimal("150.00")


def test_threshold_uses_amount_after_percent():
    # 160 * 0.9 = 144 < 150: the threshold coupon no longer applies
    q = quote([item("160.00")], [percent("10"), threshold("30", "150")])
    assert q.discount == Decimal("16.00")


def test_threshold_coupon_needs_min_amount():
    q = quote([item("80.00")], threshold("20", "100"))
    assert q.discount == Decimal("0.00")


def test_free_shipping_uses_discounted_amount():
    # 110 - 20 = 90 is under 99, so shipping is charged
    q = quote([item("110.00")], threshold("20", "100"))
    assert q.shipping == Decimal("10.00")
    assert q.total == Decimal("100.00")
