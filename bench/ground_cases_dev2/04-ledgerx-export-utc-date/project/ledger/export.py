"""CSV export of transactions for the accountants."""
from __future__ import annotations

import csv
import io
from collections.abc import Iterable

from .models import Transaction

COLUMNS = ["date", "account", "amount", "memo"]


def export_rows(txns: Iterable[Transaction]) -> list[dict[str, str]]:
    rows = []
    for txn in txns:
        rows.append({
            "date": txn.created_at.date().isoformat(),
            "account": txn.account,
            "amount": f"{txn.amount:.2f}",
            "memo": txn.memo.replace("\n", " "),
        })
    return rows


def export_csv(txns: Iterable[Transaction]) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=COLUMNS)
    writer.writeheader()
    writer.writerows(export_rows(txns))
    return buf.getvalue()
