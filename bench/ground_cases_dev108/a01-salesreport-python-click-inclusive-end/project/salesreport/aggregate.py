from __future__ import annotations

import csv
from collections import defaultdict
from decimal import Decimal
from typing import IO, Iterable

from salesreport.loader import Row


def totals_by_region(rows: Iterable[Row]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for row in rows:
        totals[row.region] += row.amount
    return dict(sorted(totals.items()))


def month_key(row: Row) -> str:
    return row.day.strftime("%Y-%m")


def totals_by_month(rows: Iterable[Row]) -> dict[str, Decimal]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for row in rows:
        totals[month_key(row)] += row.amount
    return dict(sorted(totals.items()))


def write_export(rows: Iterable[Row], out: IO[str]) -> int:
    """Write one line per region and month; returns the number of lines written."""
    grouped: dict[tuple[str, str], Decimal] = defaultdict(Decimal)
    currency: dict[str, str] = {}
    for row in rows:
        grouped[(row.region, month_key(row))] += row.amount
        currency[row.region] = row.currency
    writer = csv.writer(out)
    writer.writerow(["region", "month", "amount", "currency"])
    for (region, month), amount in sorted(grouped.items()):
        writer.writerow([region, month, f"{amount:.2f}", currency[region]])
    return len(grouped)
