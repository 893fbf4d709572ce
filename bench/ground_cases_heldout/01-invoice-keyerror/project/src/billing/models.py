from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal


@dataclass(frozen=True)
class Line:
    sku: str
    description: str
    quantity: int
    unit_price: Decimal

    @property
    def amount(self) -> Decimal:
        return self.unit_price * self.quantity


@dataclass
class Invoice:
    number: str
    customer: str
    currency: str
    lines: list[Line] = field(default_factory=list)
    tax_rate: Decimal = Decimal("0.20")

    def add(self, line: Line) -> None:
        if line.quantity <= 0:
            raise ValueError(f"quantity must be positive, got {line.quantity}")
        self.lines.append(line)

    def to_dict(self) -> dict:
        return {
            "number": self.number,
            "customer": self.customer,
            "currency": self.currency,
            "lines": [
                {"sku": l.sku, "description": l.description,
                 "quantity": l.quantity, "unit_price": str(l.unit_price)}
                for l in self.lines
            ],
            "tax_rate": str(self.tax_rate),
        }
