"""Read the order export (orders.csv) that the shop backend dumps every night."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Order:
    order_id: str
    created_at: int  # unix seconds
    amount: int  # yen, tax included
    status: str


VALID_STATUSES = {"paid", "shipped", "refunded"}


def parse_row(row: dict[str, str]) -> Order:
    return Order(
        order_id=row["order_id"].strip(),
        created_at=int(row["created_at"]),
        amount=int(row["amount"]),
        status=row["status"].strip().lower(),
    )


def load_orders(path: Path) -> list[Order]:
    orders: list[Order] = []
    with path.open(newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        for row in reader:
            order = parse_row(row)
            if order.status in VALID_STATUSES:
                orders.append(order)
    return orders
