from datetime import date, datetime, timezone
from decimal import Decimal

from sales.buckets import daily_totals, week_start, weekly_totals
from sales.loader import Order, parse_timestamp


def make(order_id: str, iso: str, total: str, channel: str = "web") -> Order:
    return Order(order_id, parse_timestamp(iso), Decimal(total), channel)


def test_week_start_is_monday():
    assert week_start(date(2025, 11, 6)) == date(2025, 11, 3)
    assert week_start(date(2025, 11, 3)) == date(2025, 11, 3)


def test_daily_totals_sum_per_day():
    orders = [
        make("1", "2025-11-03T10:00:00+01:00", "10.00"),
        make("2", "2025-11-03T15:30:00+01:00", "5.50"),
        make("3", "2025-11-04T09:00:00+01:00", "7.25"),
    ]
    assert daily_totals(orders) == {
        date(2025, 11, 3): Decimal("15.50"),
        date(2025, 11, 4): Decimal("7.25"),
    }


def test_naive_timestamp_is_utc():
    assert parse_timestamp("2025-11-03 08:00:00") == datetime(2025, 11, 3, 8, tzinfo=timezone.utc)


def test_weekly_totals_roll_up_days():
    orders = [make("1", "2025-11-03T10:00:00+01:00", "10.00"), make("2", "2025-11-09T10:00:00+01:00", "1.00")]
    assert weekly_totals(orders) == {date(2025, 11, 3): Decimal("11.00")}
