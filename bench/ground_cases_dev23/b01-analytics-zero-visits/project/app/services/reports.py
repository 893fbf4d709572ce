"""Report calculations. Pure functions over DailyRow lists so they are easy to test."""
from __future__ import annotations

import logging
import time
from collections import defaultdict
from datetime import date, timedelta

from app.db import DailyRow

logger = logging.getLogger(__name__)

SLOW_BREAKDOWN_SECONDS = 2.0


def average_order_value(revenue: int, orders: int) -> int:
    """Revenue per order in yen, 0 when there were no orders."""
    if orders == 0:
        return 0
    return revenue // orders


def conversion_rate(orders: int, visits: int) -> float:
    """Orders per visit, as a percentage with two decimals."""
    return round(orders / visits * 100, 2)


def daily_breakdown(rows: list[DailyRow]) -> list[dict]:
    """One entry per day for the dashboard table."""
    started = time.perf_counter()
    result = []
    for r in rows:
        result.append(
            {
                "day": r.day.isoformat(),
                "visits": r.visits,
                "orders": r.orders,
                "revenue": r.revenue,
                "aov": average_order_value(r.revenue, r.orders),
                "cvr": conversion_rate(r.orders, r.visits),
            }
        )
    elapsed = time.perf_counter() - started
    if elapsed >= SLOW_BREAKDOWN_SECONDS:
        logger.warning("daily_breakdown took %.2fs for %d rows", elapsed, len(rows))
    return result


def weekly_summary(rows: list[DailyRow]) -> list[dict]:
    """Totals per week. Weeks start on Monday."""
    weeks: dict[date, dict[str, int]] = defaultdict(lambda: {"visits": 0, "orders": 0, "revenue": 0})
    for r in rows:
        week_start = r.day - timedelta(days=r.day.weekday())
        w = weeks[week_start]
        w["visits"] += r.visits
        w["orders"] += r.orders
        w["revenue"] += r.revenue
    return [
        {"week_start": start.isoformat(), **totals}
        for start, totals in sorted(weeks.items())
    ]


def top_days(rows: list[DailyRow], n: int = 5) -> list[DailyRow]:
    """The n days with the highest revenue, best first."""
    return sorted(rows, key=lambda r: r.revenue, reverse=True)[:n]
