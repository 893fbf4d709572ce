"""Read the order export (one JSON object per line) that the shop backend drops in S3."""
from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class Order:
    order_id: str
    store: str
    amount: Decimal
    status: str
    created_at: datetime  # always timezone-aware, UTC


def parse_ts(value: str) -> datetime:
    """Export timestamps look like 2025-03-10T23:05:11Z."""
    return datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)


def load_orders(path: Path) -> list[Order]:
    orders = []
    with path.open(encoding="utf-8") as fh:
        for raw in fh:
            if not raw.strip():
                continue
            row = json.loads(raw)
            orders.append(Order(
                order_id=row["id"],
                store=row["store"],
                amount=Decimal(str(row["amount"])),
                status=row["status"],
                created_at=parse_ts(row["created_at"]),
            ))
    return dedupe(orders)


def dedupe(orders: list[Order]) -> list[Order]:
    """The export repeats an order when its status changes; keep the last line per id."""
    latest: dict[str, Order] = {}
    for order in orders:
        latest[order.order_id] = order
    return list(latest.values())
