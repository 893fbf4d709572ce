from datetime import date
from decimal import Decimal

from etl.transform import clean_rows, month_bounds, parse_amount, totals_by_store


def test_parse_amount_plain_and_yen():
    assert parse_amount("1200") == Decimal("1200")
    assert parse_amount(" ¥980 ") == Decimal("980")


def test_parse_amount_thousands_and_refund():
    assert parse_amount("1,200") == Decimal("1200")
    assert parse_amount("▲3,300") == Decimal("-3300")


def test_parse_amount_garbage_is_none():
    assert parse_amount("n/a") is None


def test_month_bounds_december():
    assert month_bounds(2025, 12) == (date(2025, 12, 1), date(2025, 12, 31))


def test_clean_rows_keeps_month_only():
    rows = [
        {"date": "2025-10-02", "store": "渋谷", "amount": "500"},
        {"date": "2025-11-01", "store": "渋谷", "amount": "700"},
    ]
    kept, dropped = clean_rows(rows, 2025, 10)
    assert [r["amount"] for r in kept] == [Decimal("500")]
    assert dropped == 0


def test_totals_by_store_sorted():
    rows = [{"store": "新宿", "amount": Decimal(2)}, {"store": "渋谷", "amount": Decimal(1)}]
    assert list(totals_by_store(rows)) == ["新宿", "渋谷"]
