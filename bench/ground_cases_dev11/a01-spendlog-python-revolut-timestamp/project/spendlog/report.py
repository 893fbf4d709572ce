from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from datetime import date
from decimal import Decimal

from spendlog.model import Transaction


def monthly_totals(transactions: Iterable[Transaction], since: date | None = None) -> dict[str, dict[str, Decimal]]:
    """month -> category -> total spent (as a positive number). Income is ignored."""
    totals: dict[str, dict[str, Decimal]] = defaultdict(lambda: defaultdict(Decimal))
    for tx in transactions:
        if since is not None and tx.booked < since:
            continue
        if not tx.is_expense:
            continue
        totals[tx.month][tx.category] += -tx.amount
    return {month: dict(cats) for month, cats in sorted(totals.items())}


def render(totals: dict[str, dict[str, Decimal]], currency: str = "EUR") -> str:
    lines = []
    for month, cats in totals.items():
        month_total = sum(cats.values(), Decimal(0))
        lines.append(f"{month}  {month_total:>10.2f} {currency}")
        for category, amount in sorted(cats.items(), key=lambda kv: kv[1], reverse=True):
            lines.append(f"  {category:<16}{amount:>10.2f}")
    return "\n".join(lines)
