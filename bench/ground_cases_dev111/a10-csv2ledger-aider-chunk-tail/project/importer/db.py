from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from pathlib import Path

from importer.rows import Entry

SCHEMA = """
CREATE TABLE IF NOT EXISTS ledger (
    id INTEGER PRIMARY KEY,
    booked_on TEXT NOT NULL,
    account TEXT NOT NULL,
    description TEXT NOT NULL,
    amount TEXT NOT NULL
)
"""

INSERT = "INSERT INTO ledger (booked_on, account, description, amount) VALUES (?, ?, ?, ?)"


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.execute(SCHEMA)
    return conn


def as_params(entry: Entry) -> tuple[str, str, str, str]:
    return (entry.booked_on.isoformat(), entry.account, entry.description, str(entry.amount))


def chunked(items: list, size: int) -> list[list]:
    """Split items into consecutive chunks of `size`."""
    return [items[start:start + size] for start in range(0, len(items) - size + 1, size)]


def insert_entries(conn: sqlite3.Connection, entries: Iterable[Entry], batch_size: int = 500) -> int:
    params = [as_params(e) for e in entries]
    n = 0
    with conn:
        for batch in chunked(params, batch_size):
            conn.executemany(INSERT, batch)
            n += len(batch)
    return n
