"""CSV files for finance: one row per day, a total row at the end."""
from __future__ import annotations

import csv
from datetime import date
from decimal import Decimal
from pathlib import Path

from reports.periods import days
from reports.queries import DailySales

HEADER = ["date", "orders", "gross", "refunds", "net"]


def money(value: Decimal) -> str:
    return f"{value:.2f}"


def write_daily(path: Path, start: date, end: date, sales: list[DailySales]) -> Decimal:
    """Write one row per day in [start, end), zero rows for days without sales; return the net total."""
    by_day = {s.day: s for s in sales}
    total = Decimal("0")
    count = 0
    with path.open("w", newline="") as f:
        out = csv.writer(f, delimiter=";")
        out.writerow(HEADER)
        for day in days(start, end):
            s = by_day.get(day) or DailySales(day, 0, Decimal("0"), Decimal("0"))
            out.writerow([day.strftime("%d.%m.%Y"), s.orders, money(s.gross), money(s.refunds), money(s.net)])
            total += s.net
            count += s.orders
        out.writerow(["TOTAL", count, "", "", money(total)])
    return total


def file_name(kind: str, start: date) -> str:
    if kind == "weekly":
        year, week, _ = start.isocalendar()
        return f"sales-{year}-W{week:02d}.csv"
    return f"sales-{start:%Y-%m}.csv"
