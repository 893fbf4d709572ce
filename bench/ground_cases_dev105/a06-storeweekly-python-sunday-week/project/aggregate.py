from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

from loaders import Sale

CENT = Decimal("0.01")


@dataclass
class WeekRow:
    store: str
    week_start: date
    receipts: int = 0
    rev: Decimal = Decimal("0")

    @property
    def avg_receipt(self) -> Decimal:
        if not self.receipts:
            return Decimal("0")
        return (self.rev / self.receipts).quantize(CENT, ROUND_HALF_UP)


def week_start(d: date) -> date:
    """Monday of the week that contains d (weeks run Monday to Sunday)."""
    return d - timedelta(days=d.isoweekday() % 7)


def weekly(sales: list[Sale]) -> list[WeekRow]:
    rows: dict[tuple[str, date], WeekRow] = {}
    for sale in sales:
        key = (sale.store, week_start(sale.day))
        row = rows.setdefault(key, WeekRow(store=key[0], week_start=key[1]))
        row.receipts += sale.receipts
        row.rev += sale.gross_eur
    return sorted(rows.values(), key=lambda r: (r.week_start, r.store))


def totals_by_store(rows: list[WeekRow]) -> dict[str, Decimal]:
    out: dict[str, Decimal] = defaultdict(Decimal)
    for row in rows:
        out[row.store] += row.rev
    return dict(out)
