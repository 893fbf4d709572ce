from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from dateutil.parser import isoparse


@dataclass(frozen=True)
class Order:
    order_id: str
    day: date
    region: str
    amount: Decimal
    status: str


def parse_row(row: dict[str, str]) -> Order:
    return Order(
        order_id=row["order_id"].strip(),
        day=isoparse(row["created_at"]).date(),
        region=row["region"].strip() or "unknown",
        amount=Decimal(row["amount"]),
        status=row["status"].strip().lower(),
    )


def load_orders(path: str) -> list[Order]:
    with open(path, newline="") as fh:
        reader = csv.DictReader(fh)
        return [parse_row(row) for row in reader]
