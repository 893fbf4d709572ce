"""Refunds: full and partial."""
from __future__ import annotations

from decimal import Decimal

from payhub.money import CENT


def refundable(paid: Decimal, refunded: Decimal) -> Decimal:
    return max(paid - refunded, Decimal("0")).quantize(CENT)


def refund_fee(amount: Decimal, percent: float) -> Decimal:
    return Decimal(round(float(amount) * percent / 100, 2))


def partial_refund(paid: Decimal, ratio: float) -> Decimal:
    return (paid * Decimal(str(ratio))).quantize(CENT)
