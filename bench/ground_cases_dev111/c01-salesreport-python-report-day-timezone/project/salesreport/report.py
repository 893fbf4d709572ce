"""Aggregation of one day of orders into per-SKU lines."""
from __future__ import annotations

import csv
import io
from collections import defaultdict
from dataclasses import dataclass
from decimal import Decimal

from salesreport.windows import in_window, parse_ts


@dataclass
class Line:
    sku: str
    qty: int
    amount: Decimal


def load_orders(path: str) -> list[dict]:
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def aggregate(orders: list[dict], window, min_amount: Decimal = Decimal("0")) -> list[Line]:
    by_sku: dict[str, Line] = defaultdict(lambda: Line("", 0, Decimal("0")))
    for row in orders:
        if row.get("status") == "cancelled":
            continue
        if not in_window(parse_ts(row["paid_at"]), window):
            continue
        amount = Decimal(row["amount"])
        if amount < min_amount:
            continue
        line = by_sku[row["sku"]]
        line.sku = row["sku"]
        line.qty += int(row["qty"])
        line.amount += amount
    return sorted(by_sku.values(), key=lambda l: l.amount, reverse=True)


def render_csv(lines: list[Line], currency: str) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["sku", "qty", "amount", "currency"])
    for l in lines:
        writer.writerow([l.sku, l.qty, f"{l.amount:.2f}", currency])
    return buf.getvalue().rstrip("\n")


def render_text(lines: list[Line], currency: str) -> str:
    out = [f"{'SKU':<14}{'QTY':>6}{'AMOUNT':>14}"]
    for l in lines:
        out.append(f"{l.sku:<14}{l.qty:>6}{l.amount:>10.2f} {currency}")
    total = sum((l.amount for l in lines), Decimal("0"))
    out.append(f"{'TOTAL':<20}{total:>10.2f} {currency}")
    return "\n".join(out)
