from __future__ import annotations

from decimal import Decimal

FREE_FROM = Decimal("49.00")


def shipping_fee(subtotal: Decimal) -> Decimal:
    return Decimal("0.00") if subtotal >= FREE_FROM else Decimal("4.90")
