"""CSV reports for the finance team."""
from __future__ import annotations

import csv
import io
from decimal import Decimal

from .models import Order


def average_order_value(orders: list[Order]) -> Decimal:
    if not orders:
        return Decimal("0.00")
    return (sum((o.total for o in orders), Decimal("0")) / len(orders)).quantize(Decimal("0.01"))


def orders_csv(orders: list[Order]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["id", "total", "refunded"])
    for o in orders:
        writer.writerow([o.id, f"{o.total:.2f}", "yes" if o.refunded else "no"])
    return buf.getvalue()
