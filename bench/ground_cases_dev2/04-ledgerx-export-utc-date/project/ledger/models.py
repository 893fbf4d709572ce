from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal


@dataclass(frozen=True)
class Transaction:
    id: int
    account: str
    amount: Decimal
    memo: str
    created_at: datetime  # timezone-aware, stored in UTC
