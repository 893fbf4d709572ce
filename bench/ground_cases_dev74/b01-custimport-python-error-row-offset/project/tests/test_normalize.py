from datetime import date
from decimal import Decimal

import pytest

from custimport.normalize import NormalizeError, normalize_phone, normalize_zip, parse_amount, parse_date


def test_parse_amount_plain():
    assert parse_amount("1200") == Decimal("1200")


@pytest.mark.parametrize("text", ["1,234,000", "１，２３４，０００", "¥1,234,000"])
def test_parse_amount_with_separators(text):
    assert parse_amount(text) == Decimal("1234000")


def test_parse_amount_empty_is_zero():
    assert parse_amount("  ") == Decimal("0")


def test_parse_amount_rejects_text():
    with pytest.raises(NormalizeError):
        parse_amount("abc")


@pytest.mark.parametrize("text", ["2024-04-01", "2024/04/01", "20240401"])
def test_parse_date_formats(text):
    assert parse_date(text) == date(2024, 4, 1)


def test_zip_is_hyphenated():
    assert normalize_zip("1500001") == "150-0001"


def test_phone_digits_only():
    assert normalize_phone("03-1234-5678") == "0312345678"
