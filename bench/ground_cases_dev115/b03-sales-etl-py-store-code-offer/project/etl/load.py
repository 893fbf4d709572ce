"""Read the POS export (one CSV per day) into plain dict rows."""
from __future__ import annotations

import csv
from datetime import datetime
from pathlib import Path


SOLD_AT_FORMATS = ("%Y-%m-%d %H:%M:%S", "%Y/%m/%d %H:%M")


def parse_sold_at(value: str) -> datetime:
    # new POS: "2025-11-03 09:05:12", old POS: "2025/11/3 9:05"
    for fmt in SOLD_AT_FORMATS:
        try:
            return datetime.strptime(value.strip(), fmt)
        except ValueError:
            continue
    raise ValueError(f"unrecognised sold_at: {value!r}")


def load_day(path: Path) -> list[dict]:
    rows = []
    with path.open(encoding="utf-8-sig", newline="") as fh:
        for raw in csv.DictReader(fh):
            rows.append({
                "receipt_id": raw["receipt_id"],
                "store": raw["store_code"],
                "sku": raw["sku"],
                "qty": int(raw["qty"]),
                "amount": int(raw["amount"]),
                "sold_at": parse_sold_at(raw["sold_at"]),
            })
    return rows
