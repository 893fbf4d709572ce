"""PayPay 残高の取引履歴CSV。"""
from __future__ import annotations

import csv
from pathlib import Path

from kakeibo.importers.base import BaseImporter
from kakeibo.models import Transaction

_INCOMING = {"チャージ", "受け取った金額", "ポイント運用"}


class PayPayImporter(BaseImporter):
    name = "paypay"
    date_formats = ("%Y/%m/%d %H:%M:%S", "%Y/%m/%d")

    def read(self, path: Path) -> list[Transaction]:
        with path.open(encoding=self.encoding, newline="") as f:
            return [self.parse_row(r) for r in csv.DictReader(f)]

    def parse_row(self, row: dict[str, str]) -> Transaction:
        value = self.parse_amount(row["出金金額（円）"] or row["入金金額（円）"])
        kind = row["取引内容"].strip()
        amount = value if kind in _INCOMING else -value
        return Transaction(
            date=self.parse_date(row["取引日"]),
            amount=amount,
            memo=row["取引先"].strip() or kind,
            source=self.name,
        )
