from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal


@dataclass(frozen=True)
class BankRow:
    """一条银行流水。debit 是支出，credit 是收入，都是非负数。"""

    bank: str
    txn_date: date
    memo: str
    payee: str
    debit: Decimal
    credit: Decimal
    balance: Decimal

    @property
    def net(self) -> Decimal:
        return self.credit - self.debit

    def key(self) -> tuple:
        """去重用：同一天、同一对方、同一金额、同一余额视为同一笔。"""
        return (self.bank, self.txn_date, self.payee, self.debit, self.credit, self.balance)


def dedupe(rows: list[BankRow]) -> list[BankRow]:
    seen: set[tuple] = set()
    out: list[BankRow] = []
    for row in rows:
        if row.key() in seen:
            continue
        seen.add(row.key())
        out.append(row)
    return out
