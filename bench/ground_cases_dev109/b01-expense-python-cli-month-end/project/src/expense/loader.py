from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class Expense:
    date: date
    category: str
    amount: Decimal
    memo: str = ""


def parse_amount(text: str) -> Decimal:
    text = text.strip().replace("¥", "").replace(",", "")
    return Decimal(text)


def parse_row(row: dict[str, str]) -> Expense:
    return Expense(
        date=date.fromisoformat(row["date"].strip()),
        category=row["category"].strip() or "misc",
        amount=parse_amount(row["amount"]),
        memo=row.get("memo", "").strip(),
    )


def load(path: Path) -> list[Expense]:
    with path.open(encoding="utf-8-sig", newline="") as fh:
        return [parse_row(r) for r in csv.DictReader(fh) if r.get("date")]
