from datetime import date, datetime, timezone

from exporter.export import day_window, rows_for, to_csv, yesterday

UTC = timezone.utc


def order(oid, created, qty=1):
    return {"id": oid, "created_at": created, "currency": "EUR", "shipping_country": "DE",
            "lines": [{"sku": "SKU-1", "qty": qty, "unit_price": 9.5}]}


def test_day_window_is_utc_midnight_to_midnight():
    start, end = day_window(date(2025, 7, 1))
    assert start == datetime(2025, 7, 1, tzinfo=UTC)
    assert end == datetime(2025, 7, 2, tzinfo=UTC)


def test_yesterday_from_just_after_midnight():
    assert yesterday(datetime(2025, 7, 2, 0, 5, tzinfo=UTC)) == date(2025, 7, 1)


def test_rows_for_keeps_only_the_window():
    start, end = day_window(date(2025, 7, 1))
    orders = [order(1, datetime(2025, 7, 1, 23, 59, tzinfo=UTC)), order(2, datetime(2025, 7, 2, 0, 0, tzinfo=UTC))]
    assert [r["order_id"] for r in rows_for(orders, start, end)] == [1]


def test_csv_has_header():
    assert to_csv([]).decode().startswith("order_id,created_at,sku")
