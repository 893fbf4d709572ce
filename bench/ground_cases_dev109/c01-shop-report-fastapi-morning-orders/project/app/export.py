from __future__ import annotations

import csv
import io
from collections import defaultdict
from datetime import date
from decimal import Decimal

from app.models import Order
from app.reports import orders_for_day

HEADER = ("channel", "orders", "total")


def daily_rows(orders: list[Order], day: date) -> list[tuple[str, int, str]]:
    """One row per channel, plus a final ALL row."""
    counts: dict[str, int] = defaultdict(int)
    totals: dict[str, Decimal] = defaultdict(lambda: Decimal("0"))
    for o in orders_for_day(orders, day):
        counts[o.channel] += 1
        totals[o.channel] += o.amount
    rows = [(ch, counts[ch], str(totals[ch])) for ch in sorted(counts)]
    rows.append(("ALL", sum(counts.values()), str(sum(totals.values(), Decimal("0")))))
    return rows


def daily_csv(orders: list[Order], day: date) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(HEADER)
    for row in daily_rows(orders, day):
        writer.writerow(row)
    return buf.getvalue()
