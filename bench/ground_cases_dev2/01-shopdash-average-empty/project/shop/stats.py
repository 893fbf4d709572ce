"""Order statistics shown on the merchant dashboard and in the weekly email."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from .models import Order

CENT = Decimal("0.01")


@dataclass(frozen=True)
class Summary:
    orders: int
    revenue: Decimal
    average_basket: Decimal


def revenue(orders: list[Order]) -> Decimal:
    return sum((o.total for o in orders if not o.refunded), Decimal("0"))


def average_basket(orders: list[Order]) -> Decimal:
    paid = [o for o in orders if not o.refunded]
    return (revenue(paid) / len(paid)).quantize(CENT)


def summarize(orders: list[Order]) -> Summary:
    return Summary(orders=len(orders), revenue=revenue(orders), average_basket=average_basket(orders))
