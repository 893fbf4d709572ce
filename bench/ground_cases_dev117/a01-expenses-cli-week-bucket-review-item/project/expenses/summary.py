"""Group expenses by month, week and category for the finance report."""
from __future__ import annotations

from collections import defaultdict
from datetime import date
from decimal import Decimal

from expenses.loader import Expense


def parse_month(value: str) -> tuple[int, int]:
    """'2024-11' -> (2024, 11). Raises ValueError with a readable message otherwise."""
    try:
        year, month = (int(part) for part in value.split("-"))
    except ValueError:
        raise ValueError(f"month must look like YYYY-MM, got {value!r}") from None
    if not 1 <= month <= 12:
        raise ValueError(f"month out of range in {value!r}")
    return year, month


def in_month(expense: Expense, year: int, month: int) -> bool:
    return expense.booked.year == year and expense.booked.month == month


def bucket_key(d: date) -> str:
    """Week bucket used for the weekly columns of the report."""
    return d.strftime("%Y-W%U")


def totals_by_category(expenses: list[Expense]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for e in expenses:
        totals[e.category] += Decimal(e.amount)
    return dict(sorted(totals.items()))


def totals_by_week(expenses: list[Expense]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for e in expenses:
        totals[bucket_key(e.booked)] += Decimal(e.amount)
    return dict(sorted(totals.items()))


def month_report(expenses: list[Expense], month: str) -> dict:
    year, m = parse_month(month)
    picked = [e for e in expenses if in_month(e, year, m)]
    return {
        "month": month,
        "count": len(picked),
        "by_category": totals_by_category(picked),
        "by_week": totals_by_week(picked),
    }
