"""月度汇总：按门店合计订单数、含税销售额和税额。"""
from collections import defaultdict
from dataclasses import dataclass

from .loader import SaleRow


@dataclass
class StoreSummary:
    store: str
    orders: int
    amount: float
    tax: float


def _to_yuan(value: float) -> float:
    return round(value, 2)


def summarize(rows: list[SaleRow]) -> list[StoreSummary]:
    acc: dict[str, list] = defaultdict(lambda: [0, 0.0, 0.0])
    for r in rows:
        a = acc[r.store]
        a[0] += 1
        a[1] += r.amount
        a[2] += r.amount * r.tax_rate / (1 + r.tax_rate)
    return [StoreSummary(store, n, _to_yuan(amount), _to_yuan(tax))
            for store, (n, amount, tax) in sorted(acc.items())]


def daily_totals(rows: list[SaleRow]) -> dict[str, float]:
    totals: dict[str, float] = defaultdict(float)
    for r in rows:
        totals[r.day] += r.amount
    return {day: _to_yuan(v) for day, v in sorted(totals.items())}
