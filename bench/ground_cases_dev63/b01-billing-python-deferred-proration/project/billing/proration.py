"""Prorated charges when a plan changes in the middle of a billing period."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import ROUND_DOWN, Decimal

from billing.periods import Period

DAYS_PER_MONTH = 30


@dataclass(frozen=True)
class PlanChange:
    old_fee: int  # JPY per month, tax excluded
    new_fee: int
    on: date


def remaining_days(period: Period, on: date) -> int:
    return (period.end - on).days


def prorate(period: Period, change: PlanChange) -> int:
    """Yen to add (or refund, negative) for the rest of the period after a plan change."""
    days = remaining_days(period, change.on)
    daily = Decimal(change.new_fee - change.old_fee) / DAYS_PER_MONTH
    amount = (daily * days).quantize(Decimal("1"), rounding=ROUND_DOWN)
    return int(amount)


def describe(period: Period, change: PlanChange) -> str:
    diff = prorate(period, change)
    sign = "+" if diff >= 0 else "-"
    return f"{change.on:%Y/%m/%d} プラン変更 日割り {sign}{abs(diff):,}円"
