"""Roll order rows up into daily, ISO-weekly and monthly totals."""
from __future__ import annotations

from collections import defaultdict
from datetime import date
from decimal import Decimal
from typing import Iterable, NamedTuple


class Sale(NamedTuple):
    day: date
    store: str
    amount: Decimal


def daily_totals(sales: Iterable[Sale]) -> dict[date, Decimal]:
    totals: dict[date, Decimal] = defaultdict(Decimal)
    for s in sales:
        totals[s.day] += s.amount
    return dict(sorted(totals.items()))


def weekly_totals(sales: Iterable[Sale]) -> dict[str, Decimal]:
    """Totals per ISO week, keyed like '2024-W07'."""
    totals: dict[object, Decimal] = defaultdict(Decimal)
    years: dict[object, int] = {}
    for s in sales:
        key = s.day.isocalendar()[1]
        totals[key] += s.amount
        years.setdefault(key, s.day.isocalendar()[0])
    return {f"{years[k]}-W{k:02d}": v for k, v in sorted(totals.items(), key=lambda kv: (years[kv[0]], kv[0]))}


def monthly_totals(sales: Iterable[Sale]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for s in sales:
        totals[f"{s.day:%Y-%m}"] += s.amount
    return dict(sorted(totals.items()))


def per_store(sales: Iterable[Sale]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for s in sales:
        totals[s.store] += s.amount
    return dict(sorted(totals.items(), key=lambda kv: kv[1], reverse=True))
