"""Invoices and their lines."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from .discounts import Discount, apply_discount
from .money import round_money
from .tax import rate_for


@dataclass
class Line:
    description: str
    quantity: int
    unit_price: Decimal

    def amount(self) -> Decimal:
        return self.unit_price * self.quantity


@dataclass
class Invoice:
    number: str
    customer: str
    region: str
    lines: list[Line] = field(default_factory=list)
    discount: Discount | None = None

    def subtotal(self) -> Decimal:
        return sum((line.amount() for line in self.lines), Decimal(0))

    def tax(self, taxable: Decimal) -> Decimal:
        return round_money(taxable * rate_for(self.region))

    def total(self) -> Decimal:
        discounted = apply_discount(self.subtotal(), self.discount)
        return round_money(discounted + self.tax(discounted))
