"""明細 CSV の読み込み。銀行ごとに列名が違うので、よくある名前を順に探す。"""
from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Iterator, TextIO

import click

DATE_COLUMNS = ("日付", "取引日", "利用日", "date")
DESC_COLUMNS = ("摘要", "内容", "利用店名", "description")
AMOUNT_COLUMNS = ("金額", "出金", "利用金額", "amount")


@dataclass
class Entry:
    date: date
    description: str
    amount: int
    category: str = "未分類"

    def as_dict(self) -> dict:
        return {"date": self.date.isoformat(), "description": self.description,
                "amount": self.amount, "category": self.category}


def _pick(row: dict[str, str], names: tuple[str, ...]) -> str:
    for name in names:
        if name in row and row[name] is not None:
            return row[name].strip()
    raise KeyError(f"列が見つかりません: {' / '.join(names)}")


def _parse_date(text: str) -> date:
    for fmt in ("%Y/%m/%d", "%Y-%m-%d", "%Y%m%d"):
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    raise ValueError(f"日付として読めません: {text!r}")


ENCODINGS = ("utf-8-sig", "cp932")


def open_statement(path: Path) -> TextIO:
    """UTF-8 (BOM あり/なし) か Shift_JIS (cp932) の CSV を開く。"""
    raw = path.read_bytes()
    for enc in ENCODINGS:
        try:
            return io.StringIO(raw.decode(enc), newline="")
        except UnicodeDecodeError:
            continue
    raise click.ClickException(f"{path}: 文字コードを判別できません (UTF-8 / Shift_JIS に対応)")


def iter_rows(fh: TextIO) -> Iterator[Entry]:
    for row in csv.DictReader(fh):
        amount = _pick(row, AMOUNT_COLUMNS).replace(",", "").replace("円", "")
        if not amount:
            continue
        yield Entry(_parse_date(_pick(row, DATE_COLUMNS)), _pick(row, DESC_COLUMNS), int(amount))


def read_statement(path: Path) -> list[Entry]:
    with open_statement(path) as fh:
        return list(iter_rows(fh))
