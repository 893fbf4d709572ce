"""Parse the partner's order CSV into rows for the importer."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal, InvalidOperation

# column order of the feed (spec v1); the header row is skipped, not trusted
FIELDS = ["order_id", "order_date", "amount", "currency", "status", "sku"]
STATUSES = {"SHIPPED", "DELIVERED", "RETURNED", "CANCELLED"}


@dataclass
class FeedRow:
    order_id: str
    order_date: date
    amount: Decimal
    currency: str
    status: str
    sku: str


class FeedError(ValueError):
    pass


def _date(text: str) -> date:
    # spec v2 (from 2025-11-03) uses dd/MM/yyyy; old files are still re-run with YYYY-MM-DD
    fmt = "%d/%m/%Y" if "/" in text else "%Y-%m-%d"
    return datetime.strptime(text, fmt).date()


def _row(values: list[str], lineno: int) -> FeedRow:
    raw = dict(zip(FIELDS, (v.strip() for v in values)))
    try:
        order_date = _date(raw["order_date"])
        amount = Decimal(raw["amount"])
    except (ValueError, InvalidOperation) as e:
        raise FeedError(f"line {lineno}: {e}") from e
    if raw["status"] not in STATUSES:
        raise FeedError(f"line {lineno}: unknown status {raw['status']!r}")
    return FeedRow(raw["order_id"], order_date, amount, raw["currency"], raw["status"], raw["sku"])


def parse(path: str) -> list[FeedRow]:
    with open(path, newline="", encoding="utf-8-sig") as f:
        reader = csv.reader(f)
        next(reader, None)  # header
        return [_row(values, n) for n, values in enumerate(reader, start=2) if any(values)]
