from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal


@dataclass(frozen=True)
class Entry:
    booked_on: date
    account: str
    description: str
    debit: Decimal = Decimal("0")
    credit: Decimal = Decimal("0")

    def __post_init__(self) -> None:
        if self.debit and self.credit:
            raise ValueError("an entry is either a debit or a credit")
        if self.debit < 0 or self.credit < 0:
            raise ValueError("amounts must not be negative")
