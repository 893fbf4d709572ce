"""Reading the order export (orders_YYYYMMDD.csv from the shop backend)."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class Order:
    order_id: str
    created_at: datetime  # UTC, as exported
    status: str  # paid | cancelled | refunded
    amount: Decimal  # always positive in the export, refunds included
    items: tuple[tuple[str, int], ...]


def _items(raw: str) -> tuple[tuple[str, int], ...]:
    out = []
    for part in raw.split("|"):
        if not part:
            continue
        sku, _, count = part.partition("*")
        out.append((sku.strip(), int(count)))
    return tuple(out)


def parse_row(row: dict[str, str]) -> Order:
    return Order(
        order_id=row["order_id"],
        created_at=datetime.fromisoformat(row["created_at"].replace("Z", "+00:00")),
        status=row["status"].strip().lower(),
        amount=Decimal(row["amount"]),
        items=_items(row["items"]),
    )


def load_orders(path: Path) -> list[Order]:
    with path.open(newline="", encoding="utf-8") as handle:
        return [parse_row(row) for row in csv.DictReader(handle)]
