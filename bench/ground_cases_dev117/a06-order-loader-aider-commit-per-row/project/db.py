"""SQLite access for the reporting database."""
from __future__ import annotations

import sqlite3
from datetime import datetime

SCHEMA = """
CREATE TABLE IF NOT EXISTS orders (
    order_id TEXT PRIMARY KEY,
    customer_email TEXT NOT NULL,
    country TEXT,
    total TEXT NOT NULL,
    status TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS runs (
    started_at TEXT NOT NULL,
    rows_written INTEGER NOT NULL
);
"""

UPSERT = """
INSERT INTO orders (order_id, customer_email, country, total, status, updated_at)
VALUES (:order_id, :customer_email, :country, :total, :status, :updated_at)
ON CONFLICT(order_id) DO UPDATE SET
    customer_email = excluded.customer_email, country = excluded.country, total = excluded.total,
    status = excluded.status, updated_at = excluded.updated_at
"""


def connect(path: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    return conn


def write_rows(conn: sqlite3.Connection, rows: list[dict]) -> int:
    for row in rows:
        conn.execute(UPSERT, {**row, "total": str(row["total"])})
        conn.commit()
    return len(rows)


def record_run(conn: sqlite3.Connection, started: datetime, written: int) -> None:
    conn.execute("INSERT INTO runs VALUES (?, ?)", (started.isoformat(), written))
    conn.commit()
