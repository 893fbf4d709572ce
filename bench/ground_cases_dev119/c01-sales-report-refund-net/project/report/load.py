"""Reading the shop's order export (CSV)."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

KINDS = ("sale", "refund")


@dataclass(frozen=True)
class Order:
    order_id: str
    day: date
    channel: str
    kind: str
    amount: Decimal


def parse_row(row: dict[str, str]) -> Order:
    kind = row["type"].strip().lower()
    if kind not in KINDS:
        raise ValueError(f"unknown order type {row['type']!r} in order {row['order_id']}")
    return Order(
        order_id=row["order_id"],
        day=datetime.strptime(row["created_at"][:10], "%Y-%m-%d").date(),
        channel=row.get("channel") or "web",
        kind=kind,
        amount=Decimal(row["amount"]),
    )


def load_orders(path: Path) -> list[Order]:
    # the shop exports with Excel, which puts a BOM in front of the header
    with path.open(encoding="utf-8-sig", newline="") as handle:
        return [parse_row(row) for row in csv.DictReader(handle)]
