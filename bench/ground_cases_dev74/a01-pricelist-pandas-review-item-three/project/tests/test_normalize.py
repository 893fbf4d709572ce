from datetime import date
from decimal import Decimal

from importer.normalize import normalize_sku, parse_date, parse_price, parse_qty


def test_price_with_comma():
    assert parse_price("12,50") == Decimal("12.50")


def test_price_with_currency():
    assert parse_price("9.99 EUR") == Decimal("9.99")


def test_price_with_thousands_separator():
    assert parse_price("1.234,50") == Decimal("1234.50")
    assert parse_price("2.080,00 \u20ac") == Decimal("2080.00")


def test_price_empty():
    assert parse_price("  ") is None


def test_qty():
    assert parse_qty("10") == 10
    assert parse_qty("") is None


def test_german_date():
    assert parse_date("01.03.2025") == date(2025, 3, 1)


def test_iso_date():
    assert parse_date("2025-03-01") == date(2025, 3, 1)


def test_sku_upper_and_spaces():
    assert normalize_sku(" ab 12 ") == "AB12"
