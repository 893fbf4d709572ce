from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal

# Consumption tax rates (standard and reduced).
RATES = {"standard": Decimal("0.10"), "reduced": Decimal("0.08")}


@dataclass
class Line:
    description: str
    unit_price: int
    quantity: int = 1
    rate: str = "standard"

    @property
    def net(self) -> int:
        return self.unit_price * self.quantity


def _round_tax(amount: Decimal) -> int:
    """One rounding per invoice per rate (qualified invoice rules); we round down."""
    return int(amount.quantize(Decimal("1"), rounding=ROUND_DOWN))


def tax_by_rate(lines: list[Line]) -> dict[str, int]:
    return {rate: _round_tax(net * RATES[rate]) for rate, net in net_by_rate(lines).items()}


def invoice_tax(lines: list[Line]) -> int:
    return sum(tax_by_rate(lines).values())


def net_by_rate(lines: list[Line]) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    for line in lines:
        totals[line.rate] += line.net
    return dict(totals)
