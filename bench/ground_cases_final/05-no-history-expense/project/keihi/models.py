from __future__ import annotations

from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Expense:
    employee_id: str
    department: str
    category: str
    spent_on: date
    amount_yen: int
    tax_included: bool = True
