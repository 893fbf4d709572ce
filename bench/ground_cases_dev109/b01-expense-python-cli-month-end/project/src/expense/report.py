from __future__ import annotations

import calendar
from collections import defaultdict
from datetime import date
from decimal import Decimal
from typing import Iterable

from expense.loader import Expense


def month_bounds(year: int, month: int) -> tuple[date, date]:
    last = calendar.monthrange(year, month)[1]
    return date(year, month, 1), date(year, month, last)


def monthly_rows(rows: Iterable[Expense], year: int, month: int) -> list[Expense]:
    start, end = month_bounds(year, month)
    return [r for r in rows if start <= r.date < end]


def by_category(rows: Iterable[Expense]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for r in rows:
        totals[r.category] += r.amount
    return dict(sorted(totals.items(), key=lambda kv: -kv[1]))


def render(totals: dict[str, Decimal], title: str) -> str:
    width = max((len(k) for k in totals), default=8)
    lines = [title, "-" * (width + 14)]
    for cat, amount in totals.items():
        lines.append(f"{cat:<{width}}  {amount:>12,.0f}")
    lines.append(f"{'total':<{width}}  {sum(totals.values(), Decimal(0)):>12,.0f}")
    return "\n".join(lines)
