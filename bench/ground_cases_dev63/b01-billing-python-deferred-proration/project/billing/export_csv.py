"""Monthly invoice list as CSV for the accounting team (opened in Excel)."""
from __future__ import annotations

import csv
from pathlib import Path

from billing.invoice import Invoice

HEADER = ["契約ID", "契約者名", "請求日", "小計", "消費税", "合計"]


def _row(inv: Invoice, names: dict[int, str]) -> list[str]:
    return [
        str(inv.contract_id),
        names.get(inv.contract_id, ""),
        inv.issued_on.strftime("%Y/%m/%d"),
        str(inv.subtotal),
        str(inv.tax),
        str(inv.total),
    ]


def write_invoice_csv(path: Path, invoices: list[Invoice], names: dict[int, str]) -> Path:
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(HEADER)
        for inv in invoices:
            writer.writerow(_row(inv, names))
    return path


def default_path(month: str) -> Path:
    return Path("out") / f"invoices_{month}.csv"
