from decimal import Decimal

from ledgerly.money import format_money, round_money, to_money


def test_round_half_up():
    assert round_money(Decimal("2.675")) == Decimal("2.68")
    assert round_money(Decimal("2.665")) == Decimal("2.67")


def test_to_money_parses_strings():
    assert to_money("19.9") == Decimal("19.90")


def test_format_money():
    assert format_money(Decimal("1234.5")) == "$1,234.50"
    assert format_money(Decimal("3"), "EUR") == "€3.00"
