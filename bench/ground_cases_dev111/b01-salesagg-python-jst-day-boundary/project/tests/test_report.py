from datetime import date, datetime, timezone

from salesagg.loader import Order, parse_ts
from salesagg.report import best_day, daily_totals, month_total


def _o(oid, ts, amount, channel="web", status="paid"):
    return Order(oid, parse_ts(ts), amount, status, channel)


def test_parse_ts_is_utc():
    assert parse_ts("2025-11-03T15:04:05Z") == datetime(2025, 11, 3, 15, 4, 5, tzinfo=timezone.utc)


def test_daily_totals_groups_by_day():
    orders = [_o("1", "2025-11-03T03:00:00Z", 1200), _o("2", "2025-11-03T05:00:00Z", 800),
              _o("3", "2025-11-04T06:00:00Z", 500)]
    days = daily_totals(orders)
    assert [(d.day, d.orders, d.amount) for d in days] == [(date(2025, 11, 3), 2, 2000), (date(2025, 11, 4), 1, 500)]


def test_channel_filter():
    orders = [_o("1", "2025-11-03T03:00:00Z", 1200, "pos"), _o("2", "2025-11-03T04:00:00Z", 800)]
    assert month_total(daily_totals(orders, channel="pos")) == 1200


def test_best_day_empty():
    assert best_day([]) is None


def test_average_is_floored():
    days = daily_totals([_o("1", "2025-11-03T03:00:00Z", 1000), _o("2", "2025-11-03T03:10:00Z", 0),
                         _o("3", "2025-11-03T03:20:00Z", 0)])
    assert days[0].average == 333
