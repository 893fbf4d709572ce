from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal


@dataclass
class Customer:
    id: str
    name: str
    country: str
    vat_id: str | None = None


@dataclass
class LineItem:
    description: str
    unit_price: Decimal
    quantity: int = 1
    discount_pct: int = 0


@dataclass
class Invoice:
    number: str
    customer: Customer
    items: list[LineItem] = field(default_factory=list)
    currency: str = "EUR"
    reverse_charge: bool = False
