"""工商银行对公流水（网银导出的 CSV）导入。"""
from __future__ import annotations

import csv
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

from ledger.importers.base import BankRow, dedupe
from ledger.text import normalize_payee

BANK = "icbc"
COLUMNS = {
    "交易日期": "date",
    "摘要": "memo",
    "对方户名": "payee",
    "借方发生额": "debit",
    "贷方发生额": "credit",
    "余额": "balance",
}
DATE_FORMATS = ("%Y-%m-%d", "%Y%m%d", "%Y年%m月%d日")  # 柜台补录的行是 2025年03月05日


def parse_date(raw: str) -> date:
    raw = raw.strip()
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(raw, fmt).date()
        except ValueError:
            continue
    raise ValueError(f"unrecognised date: {raw!r}")


def parse_amount(raw: str) -> Decimal:
    """"1,234.56" -> Decimal("1234.56")；空串当 0。"""
    raw = raw.strip()
    if not raw:
        return Decimal("0")
    return Decimal(raw.replace(",", ""))


def read_statement(path: Path) -> list[BankRow]:
    rows: list[BankRow] = []
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh)
        for rec in reader:
            get = {COLUMNS[k]: (v or "") for k, v in rec.items() if k in COLUMNS}
            rows.append(BankRow(
                bank=BANK,
                txn_date=parse_date(get["date"]),
                memo=get["memo"].strip(),
                payee=normalize_payee(get["payee"]),
                debit=parse_amount(get["debit"]),
                credit=parse_amount(get["credit"]),
                balance=parse_amount(get["balance"]),
            ))
    return dedupe(rows)
