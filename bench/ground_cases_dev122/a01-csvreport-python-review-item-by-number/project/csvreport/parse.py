"""Parsing helpers for bank export CSVs."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path

DATE_FORMATS = ("%Y-%m-%d", "%d.%m.%Y")


@dataclass(frozen=True)
class Row:
    account: str
    day: date
    description: str
    amount: Decimal


def parse_date(value: str) -> date:
    value = value.strip()
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(value, fmt).date()
        except ValueError:
            continue
    raise ValueError(f"unrecognised date: {value!r}")


def parse_amount(value: str) -> Decimal:
    cleaned = value.strip().replace(",", "").replace("$", "")
    if cleaned.startswith("(") and cleaned.endswith(")"):
        # accounting format: (45.00) is a negative amount
        cleaned = "-" + cleaned[1:-1]
    try:
        return Decimal(cleaned)
    except InvalidOperation as exc:
        raise ValueError(f"unrecognised amount: {value!r}") from exc


def read_rows(path: Path) -> list[Row]:
    rows: list[Row] = []
    with path.open(newline="", encoding="utf-8-sig") as fh:
        for record in csv.DictReader(fh):
            rows.append(Row(
                account=record["Account"].strip(),
                day=parse_date(record["Date"]),
                description=" ".join(record["Description"].split()),
                amount=parse_amount(record["Amount"]),
            ))
    return rows
