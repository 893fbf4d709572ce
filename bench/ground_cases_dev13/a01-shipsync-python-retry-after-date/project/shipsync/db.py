"""Order storage (SQLite file shared with the shop export)."""
from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from shipsync.mapping import Order

DB_PATH = os.environ.get("SHIPSYNC_DB", "shipsync.sqlite3")


@contextmanager
def connect(path: str = DB_PATH) -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
        conn.commit()
    finally:
        conn.close()


def pending_orders(conn: sqlite3.Connection, limit: int) -> list[Order]:
    rows = conn.execute(
        "SELECT id, reference, name, street, postcode, city, country, email, weight_g, items "
        "FROM orders WHERE status = 'paid' AND shipment_id IS NULL ORDER BY id LIMIT ?",
        (limit,),
    ).fetchall()
    return [Order(**dict(row)) for row in rows]


def mark_shipped(conn: sqlite3.Connection, order_id: int, shipment_id: str, tracking: str | None) -> None:
    conn.execute(
        "UPDATE orders SET shipment_id = ?, tracking_number = ?, status = 'shipped' WHERE id = ?",
        (shipment_id, tracking, order_id),
    )


def mark_failed(conn: sqlite3.Connection, order_id: int, reason: str) -> None:
    conn.execute("UPDATE orders SET last_error = ? WHERE id = ?", (reason[:500], order_id))
