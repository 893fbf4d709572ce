"""流水入库。"""
from __future__ import annotations

import os

from sqlalchemy import Column, Date, MetaData, Numeric, String, Table, create_engine, select

from ledger.importers.base import BankRow

metadata = MetaData()
bank_rows = Table(
    "bank_rows", metadata,
    Column("bank", String(16), nullable=False),
    Column("txn_date", Date, nullable=False),
    Column("memo", String(200)),
    Column("payee", String(200)),
    Column("debit", Numeric(14, 2), nullable=False),
    Column("credit", Numeric(14, 2), nullable=False),
    Column("balance", Numeric(14, 2), nullable=False),
)


def _engine():
    return create_engine(os.environ.get("LEDGER_DB", "sqlite:///ledger.db"))


def save_rows(rows: list[BankRow]) -> int:
    """整批解析成功后才调用；已存在的（同 key）跳过，返回新增条数。"""
    engine = _engine()
    metadata.create_all(engine)
    saved = 0
    with engine.begin() as conn:
        for row in rows:
            exists = conn.execute(select(bank_rows.c.bank).where(
                bank_rows.c.bank == row.bank, bank_rows.c.txn_date == row.txn_date,
                bank_rows.c.payee == row.payee, bank_rows.c.debit == row.debit,
                bank_rows.c.credit == row.credit, bank_rows.c.balance == row.balance)).first()
            if exists:
                continue
            conn.execute(bank_rows.insert().values(**row.__dict__))
            saved += 1
    return saved
