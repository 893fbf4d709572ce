"""Proration for plan upgrades and seat changes inside a billing period.

Amounts are Decimal, rounded half-up to the cent once, at the end.
"""
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def _period_days(period_start: date, period_end: date) -> int:
    return (period_end - period_start).days


def _remaining_fraction(period_start: date, period_end: date, on: date) -> Decimal:
    """Share of the period still to run on day `on`."""
    total = _period_days(period_start, period_end)
    if total <= 0:
        raise ValueError("empty billing period")
    remaining = (period_end - on).days + 1  # the day of the change counts, as in Stripe
    return min(Decimal(remaining) / Decimal(total), Decimal(1))


def prorate_upgrade(old_price: Decimal, new_price: Decimal, period_start: date, period_end: date, on: date) -> Decimal:
    """What to charge now for moving to a more expensive plan on day `on`."""
    if new_price <= old_price:
        return Decimal("0.00")
    fraction = _remaining_fraction(period_start, period_end, on)
    return money((new_price - old_price) * fraction)


def prorate_seat_change(seat_price: Decimal, old_seats: int, new_seats: int,
                        period_start: date, period_end: date, on: date) -> Decimal:
    """Positive: charge for added seats. Negative: credit for removed seats."""
    fraction = _remaining_fraction(period_start, period_end, on)
    delta = Decimal(new_seats - old_seats) * seat_price * fraction
    return money(delta)
