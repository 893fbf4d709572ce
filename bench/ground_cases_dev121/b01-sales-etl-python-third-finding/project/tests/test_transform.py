from datetime import datetime, timezone

from etl.transform import dedupe, normalize_row, parse_amount, parse_ts


def row(**kw):
    base = {"store_id": "S01", "order_id": "1001", "ordered_at": "2025/11/03 10:15:00",
            "amount": "1,200", "sku": "ab-1", "qty": "2"}
    base.update(kw)
    return base


def test_parse_amount_commas_and_yen():
    assert parse_amount("¥1,200") == 1200.0


def test_parse_ts():
    assert parse_ts("2025/11/03 10:15:00") == datetime(2025, 11, 3, 10, 15, tzinfo=timezone.utc)


def test_normalize_upper_sku():
    assert normalize_row(row())["sku"] == "AB-1"


def test_normalize_bad_amount_is_dropped():
    assert normalize_row(row(amount="n/a")) is None


def test_dedupe_keeps_first():
    a = normalize_row(row())
    b = normalize_row(row(qty="5"))
    assert dedupe([a, b]) == [a]


def test_dedupe_same_order_id_other_store_is_kept():
    a = normalize_row(row())
    b = normalize_row(row(store_id="S02"))
    assert dedupe([a, b]) == [a, b]
