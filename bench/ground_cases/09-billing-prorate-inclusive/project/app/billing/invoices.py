from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

from .plans import get_plan
from .proration import prorate

TAX = Decimal("0.10")


@dataclass
class InvoiceLine:
    label: str
    amount: Decimal


@dataclass
class Invoice:
    customer_id: str
    period_start: date
    period_end: date
    lines: list[InvoiceLine] = field(default_factory=list)

    @property
    def subtotal(self) -> Decimal:
        return sum((line.amount for line in self.lines), Decimal("0"))

    @property
    def total(self) -> Decimal:
        return (self.subtotal * (1 + TAX)).quantize(Decimal("1"))


def plan_change_line(old_code: str, new_code: str, change_day: date, start: date, end: date) -> InvoiceLine:
    old, new = get_plan(old_code), get_plan(new_code)
    amount = prorate(old, new, change_day, start, end)
    label = f"プラン変更 {old.name} → {new.name}（{change_day:%m/%d}〜）"
    return InvoiceLine(label, amount)
