"""Read the nightly order export (CSV) into Order records."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import datetime, timezone
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class Order:
    order_id: str
    placed_at: datetime  # always timezone-aware
    total: Decimal
    channel: str


def parse_timestamp(raw: str) -> datetime:
    """Export rows carry ISO timestamps; rows from the old POS have no offset and
    are written in UTC by the export job, so a naive value is read as UTC."""
    value = datetime.fromisoformat(raw.strip())
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    return value


def load_orders(path: Path) -> list[Order]:
    orders: list[Order] = []
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row.get("status") == "cancelled":
                continue
            orders.append(Order(
                order_id=row["order_id"],
                placed_at=parse_timestamp(row["placed_at"]),
                total=Decimal(row["total"]),
                channel=row.get("channel") or "web",
            ))
    return orders
