from __future__ import annotations

import csv
from pathlib import Path

SOURCES = {
    "shop": "exports/shop_customers_{date}.csv",
    "app": "exports/app_users_{date}.csv",
    "store": "exports/store_members_{date}.csv",
}


def extract(date: str, root: Path = Path(".")) -> list[dict]:
    rows: list[dict] = []
    for source, pattern in SOURCES.items():
        path = root / pattern.format(date=date)
        if not path.exists():
            continue
        with path.open(encoding="utf-8-sig", newline="") as fh:
            for row in csv.DictReader(fh):
                row["source"] = source
                rows.append(row)
    return rows
