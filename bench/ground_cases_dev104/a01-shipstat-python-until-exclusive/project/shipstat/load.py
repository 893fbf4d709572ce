from __future__ import annotations

import csv
import sys
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path


@dataclass(frozen=True)
class Shipment:
    order_id: str
    shipped_at: datetime
    carrier: str
    parcels: int
    weight_kg: float


def parse_row(row: dict[str, str]) -> Shipment:
    return Shipment(
        order_id=row["order_id"].strip(),
        shipped_at=datetime.fromisoformat(row["shipped_at"]),
        carrier=row["carrier"].strip().upper(),
        parcels=int(row["parcels"]),
        weight_kg=float(row["weight_kg"]),
    )


def load_rows(path: Path) -> list[Shipment]:
    rows: list[Shipment] = []
    skipped = 0
    with path.open(newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            try:
                rows.append(parse_row(row))
            except (ValueError, KeyError):
                skipped += 1
    if skipped:
        print(f"shipstat: skipped {skipped} unreadable row(s) in {path.name}", file=sys.stderr)
    return rows
