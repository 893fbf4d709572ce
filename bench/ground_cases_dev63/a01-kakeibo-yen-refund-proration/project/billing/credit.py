from __future__ import annotations

from datetime import date
from decimal import ROUND_DOWN, Decimal

from billing.invoice import Invoice
from billing.tax import Line


def _next_period_start(start: date) -> date:
    if start.month == 12:
        return date(start.year + 1, 1, start.day)
    return date(start.year, start.month + 1, start.day)


def prorated_refund(plan_price: int, period_start: date, cancelled_on: date) -> int:
    """Refund for the unused days of a monthly plan, in whole yen, rounded down."""
    period_end = _next_period_start(period_start)
    unused_days = (period_end - cancelled_on).days
    if unused_days <= 0:
        return 0
    daily = Decimal(plan_price) / 30
    return int((daily * unused_days).quantize(Decimal("1"), rounding=ROUND_DOWN))


def credit_note(original: Invoice, refund: int, number: str, issued: date) -> Invoice:
    """A credit note is an invoice with a single negative line at the plan's tax rate."""
    rate = original.lines[0].rate if original.lines else "standard"
    return Invoice(
        number=number,
        customer=original.customer,
        issued=issued,
        lines=[Line(f"Refund for {original.number}", -refund, 1, rate)],
        currency=original.currency,
    )
