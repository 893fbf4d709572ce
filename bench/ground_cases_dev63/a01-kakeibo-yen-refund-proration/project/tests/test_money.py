from decimal import Decimal

from billing.money import format_amount, parse_amount, split_evenly


def test_format_usd():
    assert format_amount(Decimal("1234.5"), "USD") == "$1,234.50"


def test_parse_roundtrip():
    assert parse_amount("$1,234.50") == Decimal("1234.50")


def test_split_evenly_adds_up():
    parts = split_evenly(Decimal("1000"), 3)
    assert sum(parts) == Decimal("1000")
