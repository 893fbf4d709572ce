"""Weekly and per-channel totals for the sales report."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from report.load import Order


@dataclass(frozen=True)
class WeekTotal:
    week: str
    orders: int
    gross: Decimal
    net: Decimal


def week_key(day: date) -> str:
    return day.strftime("%Y-%W")


def weekly_totals(orders: list[Order]) -> list[WeekTotal]:
    counts: dict[str, int] = defaultdict(int)
    gross: dict[str, Decimal] = defaultdict(Decimal)
    net: dict[str, Decimal] = defaultdict(Decimal)
    for order in orders:
        key = week_key(order.day)
        if order.kind == "sale":
            counts[key] += 1
            gross[key] += order.amount
        net[key] += order.amount
    return [WeekTotal(k, counts[k], gross[k], net[k]) for k in sorted(net)]


def channel_totals(orders: list[Order]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for order in orders:
        sign = 1 if order.kind == "sale" else -1
        totals[order.channel] += sign * order.amount
    return dict(sorted(totals.items()))
