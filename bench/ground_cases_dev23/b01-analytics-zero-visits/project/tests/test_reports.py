from datetime import date

from app.db import DailyRow
from app.services.reports import (
    average_order_value,
    conversion_rate,
    daily_breakdown,
    top_days,
    weekly_summary,
)


def row(d: str, visits: int, orders: int, revenue: int) -> DailyRow:
    return DailyRow(date.fromisoformat(d), visits, orders, revenue)


def test_conversion_rate_percent():
    assert conversion_rate(3, 200) == 1.5


def test_average_order_value_without_orders():
    assert average_order_value(0, 0) == 0


def test_daily_breakdown_fields():
    out = daily_breakdown([row("2025-11-03", 120, 6, 42000)])
    assert out == [{"day": "2025-11-03", "visits": 120, "orders": 6, "revenue": 42000, "aov": 7000, "cvr": 5.0}]


def test_weekly_summary_groups_by_monday():
    rows = [row("2025-11-02", 10, 1, 1000), row("2025-11-03", 20, 2, 2000), row("2025-11-09", 30, 3, 3000)]
    out = weekly_summary(rows)
    assert [w["week_start"] for w in out] == ["2025-10-27", "2025-11-03"]
    assert out[1]["visits"] == 50


def test_top_days_sorted_by_revenue():
    rows = [row("2025-11-01", 1, 1, 500), row("2025-11-02", 1, 1, 900), row("2025-11-03", 1, 1, 700)]
    assert [r.revenue for r in top_days(rows, 2)] == [900, 700]
