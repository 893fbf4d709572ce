"""Reading the card provider's CSV export."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date
from pathlib import Path


@dataclass(frozen=True)
class Expense:
    booked: date
    category: str
    merchant: str
    amount: str  # as exported, e.g. "12.40"
    currency: str


def _row_to_expense(row: dict[str, str]) -> Expense:
    return Expense(
        booked=date.fromisoformat(row["Booking Date"]),
        category=row["Category"].strip() or "uncategorised",
        merchant=row["Merchant"].strip(),
        amount=row["Amount"].replace(",", ""),
        currency=row.get("Currency", "EUR") or "EUR",
    )


def load(path: str | Path) -> list[Expense]:
    with open(path, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        return [_row_to_expense(r) for r in reader if r.get("Booking Date")]
