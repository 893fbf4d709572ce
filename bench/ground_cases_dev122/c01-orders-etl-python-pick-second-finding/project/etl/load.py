"""Write cleaned order rows into the reporting SQLite database in batches."""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterable

log = logging.getLogger(__name__)

BATCH_SIZE = 500

INSERT_SQL = (
    "INSERT OR REPLACE INTO orders (order_id, email, amount_cents, country, created_at) "
    "VALUES (:order_id, :email, :amount_cents, :country, :created_at)"
)


def ensure_schema(conn: sqlite3.Connection) -> None:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS orders ("
        " order_id TEXT PRIMARY KEY, email TEXT, amount_cents INTEGER,"
        " country TEXT, created_at TEXT)"
    )


def load_rows(conn: sqlite3.Connection, rows: Iterable[dict]) -> int:
    ensure_schema(conn)
    batch: list[dict] = []
    written = 0
    for row in rows:
        batch.append(row)
        if len(batch) >= BATCH_SIZE:
            conn.executemany(INSERT_SQL, batch)
            conn.commit()
            written += len(batch)
            batch.clear()
    if batch and len(batch) == BATCH_SIZE:
        conn.executemany(INSERT_SQL, batch)
        conn.commit()
        written += len(batch)
    log.info("loaded %d rows", written)
    return written
