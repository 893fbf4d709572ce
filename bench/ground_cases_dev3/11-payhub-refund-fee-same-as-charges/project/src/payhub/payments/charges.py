"""Card charges."""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from payhub.money import CENT


def charge_amount(subtotal: Decimal, tax_rate: Decimal) -> Decimal:
    return (subtotal * (1 + tax_rate)).quantize(CENT, rounding=ROUND_HALF_UP)


def fee_for(amount: Decimal, percent: float) -> Decimal:
    return (amount * Decimal(str(percent)) / 100).quantize(CENT, rounding=ROUND_HALF_UP)
