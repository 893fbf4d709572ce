from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal


@dataclass(frozen=True)
class Transaction:
    """One booked transaction. Negative amounts are money going out."""

    booked: date
    amount: Decimal
    currency: str
    payee: str
    category: str = "uncategorised"
    source: str = ""
    tags: tuple[str, ...] = field(default=())

    @property
    def month(self) -> str:
        return f"{self.booked.year:04d}-{self.booked.month:02d}"

    @property
    def is_expense(self) -> bool:
        return self.amount < 0


CATEGORY_RULES: dict[str, str] = {
    "rewe": "groceries",
    "lidl": "groceries",
    "edeka": "groceries",
    "bvg": "transport",
    "db vertrieb": "transport",
    "spotify": "subscriptions",
    "netflix": "subscriptions",
    "miete": "rent",
}


def categorise(payee: str) -> str:
    key = payee.lower()
    for needle, category in CATEGORY_RULES.items():
        if needle in key:
            return category
    return "uncategorised"
