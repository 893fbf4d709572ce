"""Write parsed transactions as a CSV the family spreadsheet imports."""
from __future__ import annotations

import csv
from collections.abc import Iterable
from pathlib import Path

from bankcsv.parse import Txn
from bankcsv.rules import categorize

HEADER = ["日期", "金额", "收支", "对方", "摘要", "分类"]


def direction(txn: Txn) -> str:
    return "收入" if txn.amount >= 0 else "支出"


def to_row(txn: Txn) -> list[str]:
    return [
        txn.day.isoformat(),
        f"{abs(txn.amount):.2f}",
        direction(txn),
        txn.counterparty,
        txn.description,
        categorize(txn),
    ]


def write_csv(txns: Iterable[Txn], out: Path) -> int:
    count = 0
    with out.open("w", encoding="utf-8-sig", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(HEADER)
        for txn in sorted(txns, key=lambda t: t.day):
            writer.writerow(to_row(txn))
            count += 1
    return count
