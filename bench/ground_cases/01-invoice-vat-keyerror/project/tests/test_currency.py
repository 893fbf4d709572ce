from decimal import Decimal

from invoice.currency import format_amount


def test_format_amount_groups_thousands():
    assert format_amount(Decimal("1234567.5")) == "€1.234.567,50"


def test_format_amount_unknown_currency():
    assert format_amount(Decimal("3"), "SEK") == "SEK 3,00"
