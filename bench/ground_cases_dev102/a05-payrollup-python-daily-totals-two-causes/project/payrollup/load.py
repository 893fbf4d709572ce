from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import datetime, timezone
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class Charge:
    charge_id: str
    customer_id: str
    amount: Decimal
    currency: str
    created: datetime
    status: str


def _parse_ts(raw: str) -> datetime:
    # export timestamps are unix seconds
    return datetime.fromtimestamp(int(raw), tz=timezone.utc)


def read_charges(path: Path) -> list[Charge]:
    out: list[Charge] = []
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            out.append(Charge(
                charge_id=row["id"],
                customer_id=row["customer"],
                amount=Decimal(row["amount"]) / 100,
                currency=row["currency"].upper(),
                created=_parse_ts(row["created"]),
                status=row["status"],
            ))
    return out
