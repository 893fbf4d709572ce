from __future__ import annotations

import csv
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from reports.dates import parse_day
from reports.settings import CSV_ENCODING


@dataclass(frozen=True)
class Sale:
    day: object
    store: str
    sku: str
    qty: int
    amount: Decimal


def read_sales(path: Path) -> list[Sale]:
    """Read a store export (new or legacy layout) into Sale rows."""
    with open(path, newline="", encoding=CSV_ENCODING) as fh:
        reader = csv.DictReader(fh)
        rows = []
        for n, raw in enumerate(reader, start=2):
            try:
                rows.append(_row(raw))
            except (KeyError, ValueError) as exc:
                raise ValueError(f"{path.name}:{n}: {exc}") from exc
    return rows


def _row(raw: dict[str, str]) -> Sale:
    day = raw.get("date") or raw["sale_date"]  # legacy exports use sale_date
    return Sale(
        day=parse_day(day),
        store=raw["store"].strip(),
        sku=raw["sku"].strip(),
        qty=int(raw["qty"]),
        amount=Decimal(raw["amount"]),
    )


def totals_by_day(sales: list[Sale]) -> dict:
    out: dict = {}
    for s in sales:
        out[s.day] = out.get(s.day, Decimal("0")) + s.amount
    return out
