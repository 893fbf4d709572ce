from decimal import Decimal

from billing.currency import convert, rate


def test_direct_rate():
    assert rate("USD", "EUR") == Decimal("0.9213")


def test_inverse_rate():
    assert rate("EUR", "USD") == Decimal(1) / Decimal("0.9213")


def test_convert_rounds_to_minor_units():
    assert convert(Decimal("10"), "USD", "JPY") == Decimal("1514")
