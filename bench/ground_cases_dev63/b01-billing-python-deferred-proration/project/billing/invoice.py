"""Builds the monthly invoice for one contract."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_DOWN, Decimal

from billing.periods import current_period
from billing.proration import PlanChange, prorate

TAX_RATE = Decimal("0.10")


@dataclass
class Invoice:
    contract_id: int
    issued_on: date
    lines: list[tuple[str, int]] = field(default_factory=list)

    @property
    def subtotal(self) -> int:
        return sum(amount for _, amount in self.lines)

    @property
    def tax(self) -> int:
        # one rounding per invoice and tax rate (qualified invoice rules)
        return int((Decimal(self.subtotal) * TAX_RATE).quantize(Decimal("1"), rounding=ROUND_DOWN))

    @property
    def total(self) -> int:
        return self.subtotal + self.tax


def build_invoice(contract_id: int, start: date, fee: int, today: date,
                  changes: list[PlanChange] = ()) -> Invoice:
    period = current_period(start, today)
    inv = Invoice(contract_id, today)
    inv.lines.append((f"月額利用料 {period.start:%m/%d}〜", fee))
    for change in changes:
        if period.start <= change.on < period.end:
            inv.lines.append(("プラン変更 日割り", prorate(period, change)))
    return inv
