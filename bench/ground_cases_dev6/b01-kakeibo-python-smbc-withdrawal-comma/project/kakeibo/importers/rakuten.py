"""楽天カードの利用明細CSV (e-NAVI からダウンロードしたもの)。"""
from __future__ import annotations

import csv
from pathlib import Path

from kakeibo.importers.base import BaseImporter
from kakeibo.models import Transaction


class RakutenCardImporter(BaseImporter):
    name = "rakuten"
    encoding = "utf-8-sig"

    def read(self, path: Path) -> list[Transaction]:
        with path.open(encoding=self.encoding, newline="") as f:
            rows = list(csv.DictReader(f))
        return [self.parse_row(r) for r in rows if r.get("利用日")]

    def parse_row(self, row: dict[str, str]) -> Transaction:
        # カード明細は全部支出。返品はマイナス金額で載ってくるのでそのまま符号反転でOK
        amount = -self.parse_amount(row["利用金額"])
        return Transaction(
            date=self.parse_date(row["利用日"]),
            amount=amount,
            memo=row["利用店名・商品名"].strip(),
            source=self.name,
        )
