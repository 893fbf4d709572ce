from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal


@dataclass(frozen=True)
class Txn:
    """One booked bank transaction, as the ledger API wants it."""

    booked_on: date
    amount: Decimal
    currency: str
    counterparty: str
    reference: str
    account: str

    def to_payload(self) -> dict:
        return {
            "booked_on": self.booked_on.isoformat(),
            "amount": str(self.amount),
            "currency": self.currency,
            "counterparty": self.counterparty,
            "reference": self.reference,
            "account": self.account,
        }


@dataclass
class SyncReport:
    read: int = 0
    skipped: int = 0
    duplicates: int = 0
    posted: int = 0

    def summary(self) -> str:
        return (f"read={self.read} skipped={self.skipped} "
                f"duplicates={self.duplicates} posted={self.posted}")
