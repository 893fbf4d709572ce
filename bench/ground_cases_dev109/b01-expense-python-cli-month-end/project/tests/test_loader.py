"""Tests for expense.loader: parsing one CSV row at a time."""
from datetime import date
from decimal import Decimal

from expense.loader import parse_amount, parse_row


def test_parse_amount_strips_yen_sign():
    assert parse_amount(" ¥1200 ") == Decimal(1200)


def test_parse_amount_with_thousands_separator():
    assert parse_amount("1,200") == Decimal(1200)


def test_parse_row_defaults_category():
    row = {"date": "2025-03-31", "category": " ", "amount": "500", "memo": "coffee"}
    got = parse_row(row)
    assert got.date == date(2025, 3, 31)
    assert got.category == "misc"
    assert got.amount == Decimal(500)


def test_parse_row_without_memo_column():
    assert parse_row({"date": "2025-03-01", "category": "taxi", "amount": "3000"}).memo == ""


def test_parse_row_strips_category():
    row = {"date": "2025-03-02", "category": " food ", "amount": "800"}
    assert parse_row(row).category == "food"
