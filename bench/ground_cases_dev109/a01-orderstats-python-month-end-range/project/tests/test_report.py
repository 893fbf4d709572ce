from datetime import date, datetime, timezone

from orderstats.report import Order, in_range, month_bounds, summarize


def _order(iso: str, cents: int = 1000) -> Order:
    return Order("o1", datetime.fromisoformat(iso), "Ana", cents)


def test_month_bounds_february_leap_year():
    assert month_bounds(2024, 2) == (date(2024, 2, 1), date(2024, 2, 29))


def test_in_range_uses_berlin_day():
    # 23:30 UTC on the 1st is already the 2nd in Berlin
    ts = datetime(2025, 3, 1, 23, 30, tzinfo=timezone.utc)
    assert in_range(ts, date(2025, 3, 1), date(2025, 3, 5))


def test_summarize_fills_empty_days():
    rows = summarize([_order("2025-03-02T10:00:00+01:00")], date(2025, 3, 1), date(2025, 3, 3))
    assert [r["orders"] for r in rows] == [0, 1, 0]


def test_summarize_revenue():
    orders = [_order("2025-03-02T10:00:00+01:00", 1250), _order("2025-03-02T18:00:00+01:00", 750)]
    rows = summarize(orders, date(2025, 3, 2), date(2025, 3, 3))
    assert rows[0]["revenue_cents"] == 2000


def test_summarize_ignores_orders_outside_range():
    rows = summarize([_order("2025-02-27T12:00:00+01:00")], date(2025, 3, 1), date(2025, 3, 2))
    assert sum(r["orders"] for r in rows) == 0
