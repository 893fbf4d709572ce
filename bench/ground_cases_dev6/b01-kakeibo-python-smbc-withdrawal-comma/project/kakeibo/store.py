from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

from kakeibo.models import Transaction

DB_PATH = Path.home() / ".kakeibo" / "kakeibo.sqlite3"

SCHEMA = """
create table if not exists transactions (
    id integer primary key,
    date text not null,
    amount integer not null,
    memo text not null,
    source text not null,
    category text,
    unique (date, amount, memo, source)
)
"""


def connect(path: Path = DB_PATH) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path)
    conn.execute(SCHEMA)
    return conn


def save(conn: sqlite3.Connection, txs: list[Transaction]) -> int:
    cur = conn.executemany(
        "insert or ignore into transactions (date, amount, memo, source, category) values (?, ?, ?, ?, ?)",
        [(t.date.isoformat(), t.amount, t.memo, t.source, t.category) for t in txs],
    )
    conn.commit()
    return cur.rowcount


def load_all(conn: sqlite3.Connection) -> list[Transaction]:
    rows = conn.execute("select date, amount, memo, source, category from transactions order by date")
    return [Transaction(date.fromisoformat(d), a, m, s, c) for d, a, m, s, c in rows]
