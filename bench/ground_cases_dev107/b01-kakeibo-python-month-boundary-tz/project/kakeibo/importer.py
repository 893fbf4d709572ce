"""銀行・カードのCSVを Transaction に変換する。"""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path

JST = timezone(timedelta(hours=9))


@dataclass(frozen=True)
class Transaction:
    occurred_at: datetime
    payee: str
    amount: int  # 円。支出はマイナス
    category: str = "未分類"


def parse_row(row: dict[str, str]) -> Transaction:
    # CSV の日時は JST のローカル時刻で入っている
    occurred = datetime.strptime(row["日時"], "%Y/%m/%d %H:%M").replace(tzinfo=JST)
    amount = int(row["金額"].replace(",", ""))
    if row.get("区分") == "支払":
        amount = -abs(amount)
    return Transaction(occurred_at=occurred, payee=row["摘要"].strip(), amount=amount)


def _detect_encoding(path: Path) -> str:
    head = path.read_bytes()[:4096]
    try:
        head.decode("utf-8")
        return "utf-8-sig"
    except UnicodeDecodeError:
        return "cp932"


def load_csv(path: Path) -> list[Transaction]:
    with path.open(newline="", encoding=_detect_encoding(path)) as f:
        reader = csv.DictReader(f)
        return [parse_row(row) for row in reader if row.get("日時")]


def load_many(paths: list[Path]) -> list[Transaction]:
    out: list[Transaction] = []
    for p in paths:
        out.extend(load_csv(p))
    out.sort(key=lambda t: t.occurred_at)
    return out
