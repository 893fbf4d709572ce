from __future__ import annotations

import csv
import io

from billing.invoice import Invoice
from billing.money import MINOR_UNITS

HEADER = ["invoice_no", "customer", "issued", "net", "tax", "total", "currency"]


def _plain(amount: int, currency: str) -> str:
    """No symbol, no separators, minor units from the currency (JPY: none)."""
    digits = MINOR_UNITS.get(currency, 2)
    return f"{amount:.{digits}f}"


def export_rows(invoices: list[Invoice]) -> list[list[str]]:
    rows = []
    for inv in invoices:
        rows.append([
            inv.number,
            inv.customer,
            inv.issued.strftime("%Y/%m/%d"),
            _plain(inv.net, inv.currency),
            _plain(inv.tax, inv.currency),
            _plain(inv.total, inv.currency),
            inv.currency,
        ])
    return rows


def export_csv(invoices: list[Invoice]) -> bytes:
    """CSV for the accountant's freee import (UTF-8 with BOM so Excel opens it)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(HEADER)
    writer.writerows(export_rows(invoices))
    return buffer.getvalue().encode("utf-8-sig")


def write_export(invoices: list[Invoice], path: str) -> None:
    with open(path, "wb") as handle:
        handle.write(export_csv(invoices))
