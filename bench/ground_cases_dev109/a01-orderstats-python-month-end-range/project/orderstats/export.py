"""Writing report rows to CSV for finance."""
from __future__ import annotations

import csv
import sys
from pathlib import Path
from typing import Iterable, TextIO

COLUMNS = ["day", "orders", "revenue_eur"]


def _euros(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100}.{cents % 100:02d}"


def _write(rows: Iterable[dict], out: TextIO) -> int:
    writer = csv.DictWriter(out, fieldnames=COLUMNS, delimiter=";")
    writer.writeheader()
    count = 0
    for row in rows:
        writer.writerow({
            "day": row["day"],
            "orders": row["orders"],
            "revenue_eur": _euros(row["revenue_cents"]),
        })
        count += 1
    return count


def write_csv(rows: Iterable[dict], target: Path | None) -> int:
    if target is None:
        return _write(rows, sys.stdout)
    with target.open("w", newline="", encoding="utf-8-sig") as fh:
        return _write(rows, fh)
