"""Reading the nightly sales export (one CSV row per order line)."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class Row:
    day: date
    region: str
    sku: str
    qty: int
    amount: Decimal
    currency: str


def parse_date(value: str) -> date:
    return datetime.strptime(value.strip(), "%Y-%m-%d").date()


def load_rows(path: Path) -> list[Row]:
    rows: list[Row] = []
    with path.open(newline="", encoding="utf-8") as fh:
        for rec in csv.DictReader(fh):
            rows.append(Row(
                day=parse_date(rec["order_date"]),
                region=rec["region"].strip(),
                sku=rec["sku"],
                qty=int(rec["qty"]),
                amount=Decimal(rec["amount"].lstrip("$€£")),
                currency=rec.get("currency") or "USD",
            ))
    return rows


def filter_range(rows: list[Row], start: date | None, end: date | None) -> list[Row]:
    """Rows from start to end (either may be open)."""
    out = []
    for row in rows:
        if start is not None and row.day < start:
            continue
        if end is not None and row.day >= end:
            continue
        out.append(row)
    return out
