"""Proration for mid-cycle plan changes.

When a customer switches plans we credit the unused part of the old plan and charge the
unused part of the new one, both for the rest of the current billing period.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from billing.models import Plan, Subscription


@dataclass(frozen=True)
class Proration:
    credit: Decimal
    charge: Decimal
    days_remaining: int
    days_in_period: int

    @property
    def net(self) -> Decimal:
        return self.charge - self.credit


def days_in_period(sub: Subscription) -> int:
    # both the first and the last day of the period are billed
    return (sub.current_period_end - sub.current_period_start).days + 1


CENT = Decimal("0.01")


def _share(price: Decimal, days: int, total: int) -> Decimal:
    """``price`` for ``days`` of a ``total``-day period, in whole cents (halves round up)."""
    return (price * days / total).quantize(CENT, rounding=ROUND_HALF_UP)


def prorate_change(sub: Subscription, new_plan: Plan) -> Proration:
    """What switching ``sub`` to ``new_plan`` today costs, for the rest of the period."""
    today = date.today()
    if today > sub.current_period_end:
        raise ValueError("subscription period has already ended")
    total = days_in_period(sub)
    remaining = (sub.current_period_end - today).days + 1
    credit = _share(sub.plan.price, remaining, total)
    charge = _share(new_plan.price, remaining, total)
    return Proration(credit=credit, charge=charge, days_remaining=remaining, days_in_period=total)


def apply_change(sub: Subscription, new_plan: Plan) -> Proration:
    """Switch plans now and record the proration as a pending invoice item."""
    proration = prorate_change(sub, new_plan)
    if proration.net != 0:
        sub.pending_items.create(
            description=f"Plan change {sub.plan.code} -> {new_plan.code}",
            amount=proration.net,
            currency=sub.plan.currency,
        )
    sub.plan = new_plan
    sub.save(update_fields=["plan", "updated_at"])
    return proration
