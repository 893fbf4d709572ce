from datetime import date

from etl.transform import clean_rows, dedupe, normalize_region, parse_date, to_cents


def test_parse_date_both_formats():
    assert parse_date("2025-11-03") == date(2025, 11, 3)
    assert parse_date("2025/11/03") == date(2025, 11, 3)
    assert parse_date("03.11.2025") is None


def test_to_cents_strips_symbols():
    assert to_cents("¥1,200.50") == 120050


def test_normalize_region_alias():
    assert normalize_region("huabei") == "north"


def test_dedupe_keeps_first():
    rows = [{"order_id": "A1", "sku": "X"}, {"order_id": "A1", "sku": "X"}, {"order_id": "A2", "sku": "X"}]
    assert [r["order_id"] for r in dedupe(rows)] == ["A1", "A2"]


def test_clean_rows_skips_bad_dates():
    raw = [{"order_id": "A1", "sku": "x1", "region": "huadong", "amount": "10", "qty": "1", "date": "bad"},
           {"order_id": "A2", "sku": "x2", "region": "huadong", "amount": "10", "qty": "2", "date": "2025-11-03"}]
    rows = clean_rows(raw)
    assert len(rows) == 1 and rows[0]["sku"] == "X2"
