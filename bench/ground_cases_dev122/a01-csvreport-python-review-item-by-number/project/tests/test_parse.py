from datetime import date
from decimal import Decimal

import pytest

from csvreport.parse import parse_amount, parse_date


def test_parse_date_iso():
    assert parse_date("2025-03-07") == date(2025, 3, 7)


def test_parse_date_german():
    assert parse_date(" 07.03.2025 ") == date(2025, 3, 7)


def test_parse_date_rejects_us_format():
    with pytest.raises(ValueError):
        parse_date("03/07/2025")


def test_parse_amount_thousands():
    assert parse_amount("$1,234.50") == Decimal("1234.50")


def test_parse_amount_parentheses_are_negative():
    assert parse_amount("(1,045.00)") == Decimal("-1045.00")


def test_parse_amount_garbage():
    with pytest.raises(ValueError):
        parse_amount("n/a")
