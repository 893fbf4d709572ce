"""三井住友銀行 (SMBC) の入出金明細CSV。

列: 年月日, お引出し, お預入れ, お取り扱い内容, 残高
"""
from __future__ import annotations

import csv
from pathlib import Path

from kakeibo.importers.base import BaseImporter
from kakeibo.models import Transaction


class SmbcImporter(BaseImporter):
    name = "smbc"
    encoding = "cp932"

    def read(self, path: Path) -> list[Transaction]:
        with path.open(encoding=self.encoding, newline="") as f:
            return [self.parse_row(row) for row in csv.DictReader(f)]

    def parse_row(self, row: dict[str, str]) -> Transaction:
        withdrawal = row["お引出し"].strip()
        deposit = row["お預入れ"].strip()
        if withdrawal:
            amount = -int(withdrawal)
        else:
            amount = self.parse_amount(deposit)
        return Transaction(
            date=self.parse_date(row["年月日"]),
            amount=amount,
            memo=row["お取り扱い内容"].strip(),
            source=self.name,
        )
