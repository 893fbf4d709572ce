"""Daily order summaries for the ops channel."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

SHOP_TZ = ZoneInfo("Asia/Shanghai")


@dataclass
class DaySummary:
    day: date
    orders: int = 0
    revenue: Decimal = Decimal("0")
    refunds: int = 0

    def as_row(self) -> list[str]:
        return [self.day.isoformat(), str(self.orders), f"{self.revenue:.2f}", str(self.refunds)]


def bucket_day(ts: int) -> date:
    """Which business day an order created at epoch seconds `ts` belongs to."""
    return datetime.utcfromtimestamp(ts).date()


def summarize(orders: list[dict]) -> list[DaySummary]:
    days: dict[date, DaySummary] = {}
    for order in orders:
        day = bucket_day(order["created_at"])
        summary = days.setdefault(day, DaySummary(day))
        if order["status"] == "refunded":
            summary.refunds += 1
            continue
        summary.orders += 1
        summary.revenue += Decimal(order["amount"])
    return [days[d] for d in sorted(days)]


def top_days(summaries: list[DaySummary], n: int = 3) -> list[DaySummary]:
    """The n days with the highest revenue, best first."""
    return sorted(summaries, key=lambda s: s.revenue, reverse=True)[:n]
