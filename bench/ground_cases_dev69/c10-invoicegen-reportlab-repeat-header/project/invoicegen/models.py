from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def to_money(value) -> Decimal:
    return Decimal(str(value)).quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Item:
    name: str
    quantity: int
    unit_price: Decimal

    @property
    def amount(self) -> Decimal:
        return to_money(self.quantity * self.unit_price)


@dataclass
class Invoice:
    number: str
    customer: str
    customer_tax_id: str
    issued_on: date
    items: list[Item] = field(default_factory=list)
    tax_rate: Decimal = Decimal("0.13")

    @property
    def subtotal(self) -> Decimal:
        return sum((i.amount for i in self.items), Decimal("0"))

    @property
    def tax(self) -> Decimal:
        return to_money(self.subtotal * self.tax_rate)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.tax

    @classmethod
    def from_dict(cls, d: dict) -> "Invoice":
        return cls(
            number=d["number"],
            customer=d["customer"],
            customer_tax_id=d.get("customer_tax_id", ""),
            issued_on=date.fromisoformat(d["issued_on"]),
            items=[Item(x["name"], int(x["quantity"]), Decimal(str(x["unit_price"]))) for x in d["items"]],
            tax_rate=Decimal(str(d.get("tax_rate", "0.13"))),
        )
