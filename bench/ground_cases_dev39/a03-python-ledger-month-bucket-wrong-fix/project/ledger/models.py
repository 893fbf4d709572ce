from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal

CATEGORY_RULES = {
    "miete": "rent",
    "rewe": "groceries",
    "edeka": "groceries",
    "stadtwerke": "utilities",
    "telekom": "utilities",
    "db vertrieb": "travel",
}


def categorize(counterparty: str, purpose: str) -> str:
    text = f"{counterparty} {purpose}".lower()
    for needle, category in CATEGORY_RULES.items():
        if needle in text:
            return category
    return "other"


@dataclass
class Transaction:
    account: str
    booked_at: datetime
    amount: Decimal
    counterparty: str = ""
    purpose: str = ""
    category: str = field(default="")

    def __post_init__(self) -> None:
        if self.booked_at.tzinfo is None:
            raise ValueError("booked_at must be timezone-aware")
        if not self.category:
            self.category = categorize(self.counterparty, self.purpose)

    def fingerprint(self) -> str:
        raw = f"{self.account}|{self.booked_at.isoformat()}|{self.amount}|{self.counterparty}|{self.purpose}"
        return hashlib.sha256(raw.encode()).hexdigest()
