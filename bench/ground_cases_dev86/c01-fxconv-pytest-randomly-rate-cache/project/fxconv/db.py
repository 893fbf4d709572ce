from __future__ import annotations

import sqlite3
from datetime import date
from decimal import Decimal

SCHEMA = """
CREATE TABLE IF NOT EXISTS rates (
    currency TEXT NOT NULL,
    as_of    TEXT NOT NULL,
    per_eur  TEXT NOT NULL,
    PRIMARY KEY (currency, as_of)
);
"""


def connect(path: str = "fx.sqlite3") -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode=WAL")
    return conn


def create_schema(conn: sqlite3.Connection) -> None:
    conn.executescript(SCHEMA)


def insert_rate(conn: sqlite3.Connection, currency: str, as_of: date, per_eur: Decimal) -> None:
    conn.execute(
        "INSERT OR REPLACE INTO rates (currency, as_of, per_eur) VALUES (?, ?, ?)",
        (currency, as_of.isoformat(), str(per_eur)),
    )


def latest_rate(conn: sqlite3.Connection, currency: str, as_of: date) -> Decimal | None:
    row = conn.execute(
        "SELECT per_eur FROM rates WHERE currency = ? AND as_of <= ? ORDER BY as_of DESC LIMIT 1",
        (currency, as_of.isoformat()),
    ).fetchone()
    return Decimal(row[0]) if row else None
