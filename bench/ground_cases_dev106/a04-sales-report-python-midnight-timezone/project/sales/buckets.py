"""Group orders into business days and weeks for the finance report."""
from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from zoneinfo import ZoneInfo

from sales.loader import Order

STORE_TZ = ZoneInfo("Europe/Berlin")


def order_day(placed_at: datetime) -> date:
    """The business day of an order: its calendar date in the store's time zone."""
    return placed_at.astimezone(timezone.utc).date()


def week_start(day: date) -> date:
    """Monday of the ISO week that contains ``day``."""
    return day - timedelta(days=day.weekday())


def daily_totals(orders: list[Order]) -> dict[date, Decimal]:
    totals: dict[date, Decimal] = defaultdict(Decimal)
    for order in orders:
        totals[order_day(order.placed_at)] += order.total
    return dict(sorted(totals.items()))


def weekly_totals(orders: list[Order]) -> dict[date, Decimal]:
    totals: dict[date, Decimal] = defaultdict(Decimal)
    for day, amount in daily_totals(orders).items():
        totals[week_start(day)] += amount
    return dict(sorted(totals.items()))


def by_channel(orders: list[Order]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for order in orders:
        totals[order.channel] += order.total
    return dict(sorted(totals.items()))
