from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal


@dataclass
class Customer:
    id: int
    name: str
    email: str


@dataclass
class InvoiceLine:
    description: str
    quantity: int
    unit_price: Decimal

    @property
    def amount(self) -> Decimal:
        return self.unit_price * self.quantity


@dataclass
class Invoice:
    id: int
    number: str
    customer: Customer
    issued_at: int  # epoch seconds (UTC)
    due_at: int
    status: str
    owner_name: str = ""
    lines: list[InvoiceLine] = field(default_factory=list)

    @property
    def total(self) -> Decimal:
        return sum((line.amount for line in self.lines), Decimal("0"))
