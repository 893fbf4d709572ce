from decimal import Decimal

from finance.money import apply_tax, fen_to_yuan, format_yuan, parse_yuan, to_yuan


def test_fen_to_yuan():
    assert fen_to_yuan(12345) == Decimal("123.45")
    assert fen_to_yuan(5) == Decimal("0.05")


def test_to_yuan_rate():
    assert to_yuan(10, 7.1) == 71.0


def test_apply_tax():
    assert apply_tax(100, 0.13) == 113.0


def test_format_yuan():
    assert format_yuan(Decimal("1234.5")) == "\u00a51,234.50"


def test_parse_yuan():
    assert parse_yuan("\u00a51,234.50") == Decimal("1234.50")
    assert parse_yuan(" 99.995 ") == Decimal("100.00")


def test_fen_to_yuan_negative():
    assert fen_to_yuan(-250) == Decimal("-2.50")


def test_to_yuan_identity():
    assert to_yuan(12.34) == 12.34
