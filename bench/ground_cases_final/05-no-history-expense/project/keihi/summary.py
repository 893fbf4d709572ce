from __future__ import annotations

from collections import defaultdict

from .models import Expense


def summarize(expenses: list[Expense], by: str) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    for e in expenses:
        key = e.department if by == "department" else e.category
        totals[key] += e.amount_yen
    return dict(sorted(totals.items(), key=lambda kv: kv[1], reverse=True))


def monthly(expenses: list[Expense]) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    for e in expenses:
        totals[e.spent_on.strftime("%Y-%m")] += e.amount_yen
    return dict(totals)
