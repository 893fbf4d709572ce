"""CSV in/out for the export job."""
from __future__ import annotations

import csv
from decimal import Decimal
from pathlib import Path

REQUIRED = ("order_id", "customer", "amount", "updated_at", "status")


def read_rows(path: Path) -> list[dict]:
    with path.open(newline="", encoding="utf-8-sig") as f:
        reader = csv.DictReader(f)
        missing = [c for c in REQUIRED if c not in (reader.fieldnames or [])]
        if missing:
            raise SystemExit(f"{path}: missing columns {', '.join(missing)}")
        return list(reader)


def write_summary(path: Path, totals: dict[str, Decimal]) -> None:
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["customer", "total"])
        for customer, total in sorted(totals.items(), key=lambda kv: kv[1], reverse=True):
            w.writerow([customer, f"{total:.2f}"])
