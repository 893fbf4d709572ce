"""日次の売上集計。"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from zoneinfo import ZoneInfo

from salesagg.loader import Order

JST = ZoneInfo("Asia/Tokyo")


@dataclass
class DayTotal:
    day: date
    orders: int
    amount: int

    @property
    def average(self) -> int:
        return self.amount // self.orders if self.orders else 0


def daily_totals(orders: list[Order], channel: str | None = None) -> list[DayTotal]:
    """日ごとの件数と金額。日付は営業日 (日本時間) で切る。"""
    buckets: dict[date, DayTotal] = defaultdict(lambda: DayTotal(date.min, 0, 0))
    for o in orders:
        if channel and o.channel != channel:
            continue
        day = o.created_at.date()
        bucket = buckets[day]
        bucket.day = day
        bucket.orders += 1
        bucket.amount += o.amount
    return sorted(buckets.values(), key=lambda d: d.day)


def month_total(days: list[DayTotal]) -> int:
    return sum(d.amount for d in days)


def best_day(days: list[DayTotal]) -> DayTotal | None:
    return max(days, key=lambda d: d.amount, default=None)
