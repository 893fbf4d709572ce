"""Monthly summary of bank export rows."""
from __future__ import annotations

import csv
from collections import defaultdict
from decimal import Decimal
from pathlib import Path

from csvreport.parse import Row


def dedupe(rows: list[Row]) -> list[Row]:
    """Drop rows exported twice (overlapping export windows)."""
    seen: set[tuple] = set()
    unique: list[Row] = []
    for row in rows:
        key = (row.day, row.description, row.amount)
        if key in seen:
            continue
        seen.add(key)
        unique.append(row)
    return unique


def summarize(rows: list[Row]) -> dict[tuple[str, str], Decimal]:
    totals: dict[tuple[str, str], Decimal] = defaultdict(Decimal)
    for row in rows:
        month = row.day.strftime("%Y-%m")
        totals[(row.account, month)] += row.amount
    return dict(sorted(totals.items()))


def write_csv(totals: dict[tuple[str, str], Decimal], out: Path) -> None:
    with out.open("w", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["account", "month", "total"])
        for (account, month), total in totals.items():
            writer.writerow([account, month, f"{total:.2f}"])
