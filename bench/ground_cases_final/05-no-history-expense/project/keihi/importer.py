"""経費精算システムの CSV（Shift_JIS、ヘッダー付き）を読む。"""

from __future__ import annotations

import csv
from datetime import datetime
from pathlib import Path

from .models import Expense

COLUMNS = {"社員番号": "employee_id", "部署": "department", "科目": "category", "利用日": "spent_on", "金額": "amount_yen"}


def read_expenses(path: Path) -> list[Expense]:
    with path.open(encoding="cp932", newline="") as f:
        reader = csv.DictReader(f)
        return [_row(r) for r in reader if any(r.values())]


def _row(r: dict[str, str]) -> Expense:
    return Expense(
        employee_id=r["社員番号"].strip(),
        department=r["部署"].strip(),
        category=r["科目"].strip(),
        spent_on=datetime.strptime(r["利用日"].strip(), "%Y/%m/%d").date(),
        amount_yen=_yen(r["金額"]),
    )


def _yen(text: str) -> int:
    cleaned = text.replace(",", "").replace("¥", "").replace("円", "").strip()
    return int(cleaned)
