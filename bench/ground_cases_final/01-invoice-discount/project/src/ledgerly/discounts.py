"""Discounts attached to an invoice (promo codes, negotiated rates)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from .money import round_money

HUNDRED = Decimal(100)


@dataclass(frozen=True)
class Discount:
    """kind is "percent" (value 0-100) or "fixed" (value in invoice currency)."""

    code: str
    kind: str
    value: Decimal

    def __post_init__(self) -> None:
        if self.kind not in ("percent", "fixed"):
            raise ValueError(f"unknown discount kind: {self.kind!r}")
        if self.value < 0:
            raise ValueError("discount value must not be negative")
        if self.kind == "percent" and self.value > HUNDRED:
            raise ValueError("percent discount above 100")


def apply_discount(amount: Decimal, discount: Discount | None) -> Decimal:
    """Return the amount after the discount, never below zero."""
    if discount is None:
        return amount
    if discount.kind == "fixed":
        return max(amount - discount.value, Decimal(0))
    reduced = amount * discount.value / HUNDRED
    return round_money(max(reduced, Decimal(0)))


def describe(discount: Discount) -> str:
    if discount.kind == "percent":
        return f"{discount.code}: {discount.value}% off"
    return f"{discount.code}: {discount.value} off"
