from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation
from pathlib import Path


@dataclass(frozen=True)
class Entry:
    booked_on: date
    account: str
    description: str
    amount: Decimal


class RowError(ValueError):
    def __init__(self, lineno: int, msg: str) -> None:
        super().__init__(f"line {lineno}: {msg}")
        self.lineno = lineno


def parse_row(lineno: int, row: dict[str, str]) -> Entry:
    try:
        amount = Decimal(row["amount"].replace(",", ""))
    except (InvalidOperation, KeyError) as exc:
        raise RowError(lineno, f"bad amount {row.get('amount')!r}") from exc
    try:
        booked_on = date.fromisoformat(row["date"].strip())
    except (ValueError, KeyError) as exc:
        raise RowError(lineno, f"bad date {row.get('date')!r}") from exc
    return Entry(booked_on, row["account"].strip(), row.get("description", "").strip(), amount)


def read_entries(path: Path) -> list[Entry]:
    with path.open(newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        return [parse_row(i, row) for i, row in enumerate(reader, start=2)]
