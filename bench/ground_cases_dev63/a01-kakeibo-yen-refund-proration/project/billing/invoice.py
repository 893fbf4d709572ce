from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from billing.money import format_amount
from billing.tax import Line, invoice_tax, net_by_rate, tax_by_rate


def due_date(issued: date) -> date:
    """Payment terms: end of the month after the invoice month."""
    following = issued.replace(month=issued.month % 12 + 1, year=issued.year + issued.month // 12)
    return following.replace(day=28) if following.month == 2 else following.replace(day=30)


@dataclass
class Invoice:
    number: str
    customer: str
    issued: date
    lines: list[Line] = field(default_factory=list)
    currency: str = "JPY"

    @property
    def net(self) -> int:
        return sum(line.net for line in self.lines)

    @property
    def tax(self) -> int:
        return invoice_tax(self.lines)

    @property
    def total(self) -> int:
        return self.net + self.tax

    def summary(self) -> dict:
        return {
            "number": self.number,
            "customer": self.customer,
            "issued": self.issued.isoformat(),
            "due": due_date(self.issued).isoformat(),
            "net_by_rate": net_by_rate(self.lines),
            "tax_by_rate": tax_by_rate(self.lines),
            "total": format_amount(self.total, self.currency),
        }
