from datetime import datetime, timezone

from utils.dates import jst_day_bounds, month_bounds, sales_filter


def test_jst_day_bounds_are_utc():
    start, end = jst_day_bounds("2025-11-18")
    assert start == datetime(2025, 11, 17, 15, tzinfo=timezone.utc)
    assert end == datetime(2025, 11, 18, 15, tzinfo=timezone.utc)


def test_sales_filter_mentions_both_bounds():
    where = sales_filter("2025-11-18")
    assert "2025-11-17 15:00:00+00" in where
    assert "2025-11-18 15:00:00+00" in where


def test_month_bounds():
    assert [str(d) for d in month_bounds("2025-12-31")] == ["2025-12-01", "2026-01-01"]
