from decimal import Decimal

import pytest

from parsers.csv_feed import parse_price


def test_plain_price():
    assert parse_price("12.50") == Decimal("12.50")


def test_price_with_currency():
    assert parse_price("12.50 EUR") == Decimal("12.50")
    assert parse_price("\u20ac 3.99") == Decimal("3.99")


def test_thousands_separator():
    assert parse_price("1,250.00") == Decimal("1250.00")


def test_decimal_comma():
    assert parse_price("12,50", decimal_comma=True) == Decimal("12.50")
    assert parse_price("1.249,00", decimal_comma=True) == Decimal("1249.00")


def test_bad_price():
    with pytest.raises(ValueError):
        parse_price("auf Anfrage")


def test_negative_price_is_kept():
    # credit lines in Brunner's list
    assert parse_price("-4.20") == Decimal("-4.20")
