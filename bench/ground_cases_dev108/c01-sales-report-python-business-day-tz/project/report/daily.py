"""Daily totals per store for the ops dashboard."""
from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, time, timedelta, timezone
from decimal import Decimal
from zoneinfo import ZoneInfo

from report.loader import Order

BUSINESS_TZ = ZoneInfo("Asia/Shanghai")
COUNTED = {"paid", "shipped", "completed"}


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """Start (inclusive) and end (exclusive) of one business day."""
    start = datetime.combine(day, time.min, tzinfo=timezone.utc)
    return start, start + timedelta(days=1)


def orders_on(orders: list[Order], day: date) -> list[Order]:
    start, end = day_bounds(day)
    return [o for o in orders if start <= o.created_at < end]


def daily_totals(orders: list[Order], day: date) -> dict[str, dict]:
    totals: dict[str, dict] = defaultdict(lambda: {"orders": 0, "amount": Decimal("0")})
    for order in orders_on(orders, day):
        if order.status not in COUNTED:
            continue
        row = totals[order.store]
        row["orders"] += 1
        row["amount"] += order.amount
    return dict(sorted(totals.items()))


def grand_total(totals: dict[str, dict]) -> Decimal:
    return sum((row["amount"] for row in totals.values()), Decimal("0"))
