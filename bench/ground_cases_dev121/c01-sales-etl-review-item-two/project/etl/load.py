"""Reading the raw CSV drops that the shop system writes every night."""
from __future__ import annotations

import csv
from pathlib import Path

REQUIRED = ("order_id", "sku", "region", "amount", "qty", "date")


class MissingColumns(Exception):
    pass


def read_drop(path: Path) -> list[dict]:
    with path.open(newline="", encoding="utf-8-sig") as handle:
        reader = csv.DictReader(handle)
        missing = [c for c in REQUIRED if c not in (reader.fieldnames or [])]
        if missing:
            raise MissingColumns(f"{path.name}: missing {', '.join(missing)}")
        return list(reader)


def read_all(folder: Path, day: str) -> list[dict]:
    rows: list[dict] = []
    for path in sorted(folder.glob(f"sales_{day}_*.csv")):
        rows.extend(read_drop(path))
    return rows


def drop_files(folder: Path, day: str) -> list[str]:
    return [p.name for p in sorted(folder.glob(f"sales_{day}_*.csv"))]
