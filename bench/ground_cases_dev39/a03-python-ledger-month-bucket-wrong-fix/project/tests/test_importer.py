from datetime import UTC, datetime
from decimal import Decimal

from ledger.importer import parse_amount, parse_date


def test_parse_date_is_utc_midnight():
    assert parse_date("01.02.2025") == datetime(2025, 2, 1, 0, 0, tzinfo=UTC)


def test_parse_date_summer_time():
    assert parse_date("15.07.2025") == datetime(2025, 7, 15, 0, 0, tzinfo=UTC)


def test_parse_amount_german_format():
    assert parse_amount("1.234,56") == Decimal("1234.56")
    assert parse_amount("-12,00") == Decimal("-12.00")


def test_parse_amount_plain():
    assert parse_amount("7") == Decimal("7")
