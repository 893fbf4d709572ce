"""Daily totals for the morning sales report."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime, timezone

from salesreport.loader import Order


@dataclass
class DayTotal:
    day: str
    orders: int = 0
    gross: int = 0
    refunds: int = 0

    @property
    def net(self) -> int:
        return self.gross - self.refunds


def day_key(ts: int) -> str:
    return datetime.fromtimestamp(ts, tz=timezone.utc).strftime("%Y-%m-%d")


def bucket_by_day(orders: list[Order]) -> list[DayTotal]:
    days: dict[str, DayTotal] = defaultdict(lambda: DayTotal(day=""))
    for order in orders:
        key = day_key(order.created_at)
        total = days[key]
        total.day = key
        if order.status == "refunded":
            total.refunds += order.amount
        else:
            total.orders += 1
            total.gross += order.amount
    return sorted(days.values(), key=lambda d: d.day)
