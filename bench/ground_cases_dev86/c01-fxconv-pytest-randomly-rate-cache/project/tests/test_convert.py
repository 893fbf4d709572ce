from datetime import date
from decimal import Decimal

from fxconv.convert import convert, convert_many, total_in


def test_same_currency_only_rounds(rates):
    assert convert(rates, Decimal("10.005"), "USD", "USD", date(2024, 3, 4)) == Decimal("10.00")


def test_eur_to_usd(rates):
    assert convert(rates, Decimal("100"), "EUR", "USD", date(2024, 3, 4)) == Decimal("108.56")


def test_jpy_to_eur_uses_older_rate(rates):
    assert convert(rates, Decimal("16245"), "JPY", "EUR", date(2024, 3, 4)) == Decimal("100.00")


def test_convert_many_keeps_order(rates):
    out = convert_many(rates, [(Decimal("1"), "EUR"), (Decimal("2"), "EUR")], "GBP", date(2024, 3, 1))
    assert out == [Decimal("0.86"), Decimal("1.71")]


def test_total_in_usd(rates):
    rows = [(Decimal("50"), "EUR"), (Decimal("50"), "EUR")]
    assert total_in(rates, rows, "USD", date(2024, 3, 1)) == Decimal("108.30")
