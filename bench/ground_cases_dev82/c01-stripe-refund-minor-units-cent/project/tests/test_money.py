from decimal import Decimal

from app.money import exponent, format_amount, from_minor_units, to_minor_units


def test_exponent():
    assert exponent("eur") == 2
    assert exponent("JPY") == 0
    assert exponent("KWD") == 3


def test_to_minor_units_whole_amounts():
    assert to_minor_units(Decimal("20.00"), "EUR") == 2000
    assert to_minor_units(Decimal("1200"), "JPY") == 1200
    assert to_minor_units(Decimal("1.500"), "KWD") == 1500


def test_round_trip():
    assert from_minor_units(2550, "USD") == Decimal("25.50")
    assert from_minor_units(980, "JPY") == Decimal("980")


def test_format_amount_eur():
    assert format_amount(Decimal("1234.5"), "EUR") == "€1,234.50"


def test_format_amount_jpy_has_no_decimals():
    assert format_amount(Decimal("1200"), "JPY") == "¥1,200"
