"""Proration of subscription charges when a plan changes mid-cycle."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


@dataclass(frozen=True)
class Period:
    start: date
    end: date | None  # None: open-ended (monthly until cancelled)


@dataclass(frozen=True)
class PlanChange:
    on: date
    old_price: Decimal
    new_price: Decimal


def days_in(period: Period, cycle_days: int) -> int:
    if period.end is None:
        return cycle_days
    return (period.end - period.start).days


def credit_for_unused(change: PlanChange, period: Period, cycle_days: int) -> Decimal:
    total = days_in(period, cycle_days)
    used = (change.on - period.start).days
    unused = max(total - used, 0)
    return (change.old_price * unused / total).quantize(CENT, rounding=ROUND_HALF_UP)


def charge_for_remaining(change: PlanChange, period: Period, cycle_days: int) -> Decimal:
    total = days_in(period, cycle_days)
    remaining = (period.end - change.on).days
    return (change.new_price * remaining / total).quantize(CENT, rounding=ROUND_HALF_UP)


def prorate(change: PlanChange, period: Period, cycle_days: int = 30) -> Decimal:
    return charge_for_remaining(change, period, cycle_days) - credit_for_unused(change, period, cycle_days)
