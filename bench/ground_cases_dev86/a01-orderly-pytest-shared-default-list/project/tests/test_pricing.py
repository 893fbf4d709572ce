from decimal import Decimal

from orderly.pricing import bulk_discount, line_savings, price_for


def test_no_discount_below_threshold(settings, widget_price):
    assert price_for(widget_price, 9, settings) == Decimal("37.80")


def test_bulk_discount_applies(settings, widget_price):
    # 10 x 4.20 = 42.00, minus 5 %
    assert price_for(widget_price, 10, settings) == Decimal("39.90")


def test_bulk_rate_is_zero_below_threshold(settings):
    assert bulk_discount(3, settings) == Decimal("0")


def test_vip_pricing(vip_settings, widget_price):
    # VIP rate is raised to 15 % for this test
    assert price_for(widget_price, 2, vip_settings, vip=True) == Decimal("7.14")


def test_bulk_threshold_override(settings, widget_price):
    settings["bulk_threshold"] = 12
    assert price_for(widget_price, 10, settings) == Decimal("42.00")


def test_savings(settings, widget_price):
    assert line_savings(widget_price, 10, settings) == Decimal("2.10")
