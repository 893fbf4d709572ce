"""Monthly CSV export for accounting."""

from __future__ import annotations

import csv
from collections.abc import Iterable
from typing import TextIO

from .invoice import Invoice

HEADER = ["number", "customer", "region", "subtotal_usd", "discount_code", "total_usd"]


def export(invoices: Iterable[Invoice], out: TextIO) -> int:
    writer = csv.writer(out)
    writer.writerow(HEADER)
    count = 0
    for inv in invoices:
        code = inv.discount.code if inv.discount else ""
        writer.writerow([inv.number, inv.customer, inv.region, inv.subtotal(), code, inv.total()])
        count += 1
    return count
