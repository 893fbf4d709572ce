from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date


@dataclass(frozen=True)
class Transaction:
    """明細1行。amount は円、支出がマイナス・入金がプラス。"""

    date: date
    amount: int
    memo: str
    source: str
    category: str | None = field(default=None, compare=False)

    @property
    def is_expense(self) -> bool:
        return self.amount < 0
