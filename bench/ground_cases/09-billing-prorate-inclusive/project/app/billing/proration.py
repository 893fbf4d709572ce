"""Pro-rated charges when a subscription changes plan mid-period."""
from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from .plans import Plan

YEN = Decimal("1")


def period_days(start: date, end: date) -> int:
    """Number of billable days in [start, end], both ends inclusive."""
    if end < start:
        raise ValueError("period ends before it starts")
    return (end - start).days + 1


def prorate(old: Plan, new: Plan, change_day: date, period_start: date, period_end: date) -> Decimal:
    """Charge (positive) or credit (negative) for switching on change_day.

    The new plan applies from change_day itself to the end of the period.
    """
    if not period_start <= change_day <= period_end:
        raise ValueError("change_day outside the billing period")
    total_days = period_days(period_start, period_end)
    remaining = (period_end - change_day).days
    diff = new.monthly_price - old.monthly_price
    amount = diff * Decimal(remaining) / Decimal(total_days)
    return amount.quantize(YEN, rounding=ROUND_HALF_UP)


def seat_adjustment(plan: Plan, extra_seats: int, unit_price: Decimal) -> Decimal:
    """Monthly charge for seats beyond the plan's included seats."""
    over = max(0, extra_seats - plan.seats)
    return (unit_price * over).quantize(YEN, rounding=ROUND_HALF_UP)
