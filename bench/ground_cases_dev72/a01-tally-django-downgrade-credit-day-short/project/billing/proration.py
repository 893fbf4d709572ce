"""Proration for plan changes in the middle of a billing period.

Periods are whole days; period_end is the last day of the period (inclusive).
Upgrades are charged right away, downgrades become a credit note.
"""
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def _money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def _period_days(period_start: date, period_end: date) -> int:
    return (period_end - period_start).days + 1


def upgrade_charge(old_price: Decimal, new_price: Decimal, period_start: date, period_end: date,
                   changed_on: date) -> Decimal:
    total = _period_days(period_start, period_end)
    remaining = (period_end - changed_on).days + 1
    return _money((new_price - old_price) * remaining / total)


def downgrade_credit(old_price: Decimal, new_price: Decimal, period_start: date, period_end: date,
                     changed_on: date) -> Decimal:
    total = _period_days(period_start, period_end)
    remaining = (period_end - changed_on).days
    if remaining <= 0:
        return Decimal("0.00")
    return _money((old_price - new_price) * remaining / total)


def seat_charge(seat_price: Decimal, seats_added: int, period_start: date, period_end: date,
                added_on: date) -> Decimal:
    return upgrade_charge(Decimal("0"), seat_price * seats_added, period_start, period_end, added_on)
