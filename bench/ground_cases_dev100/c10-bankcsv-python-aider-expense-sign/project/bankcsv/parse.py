"""Parse statement CSV files exported from 招商银行 (CMB) online banking."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path


@dataclass(frozen=True)
class Txn:
    day: date
    amount: Decimal  # income is positive, expense is negative
    counterparty: str
    description: str
    balance: Decimal | None = None


def parse_amount(text: str) -> Decimal:
    text = text.strip().lstrip("¥￥").replace(",", "")
    try:
        return Decimal(text)
    except InvalidOperation:
        raise ValueError(f"bad amount: {text!r}") from None


def parse_date(text: str) -> date:
    return datetime.strptime(text.strip(), "%Y-%m-%d").date()


def parse_row(row: dict[str, str]) -> Txn:
    balance = row.get("余额", "").strip()
    income = row.get("收入", "").strip()
    expense = row.get("支出", "").strip()
    if not income and not expense:
        raise ValueError(f"row without amount: {row}")
    amount = parse_amount(income) if income else parse_amount(expense)
    return Txn(
        day=parse_date(row["交易日期"]),
        amount=amount,
        counterparty=row.get("对方户名", "").strip(),
        description=row.get("交易摘要", "").strip(),
        balance=parse_amount(balance) if balance else None,
    )


def read_statement(path: Path) -> list[Txn]:
    with path.open(encoding="utf-8-sig", newline="") as f:
        reader = csv.DictReader(f)
        return [parse_row(row) for row in reader if row.get("交易日期")]
