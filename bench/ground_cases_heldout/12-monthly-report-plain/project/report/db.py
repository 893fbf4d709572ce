from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

FMT = "%Y-%m-%d %H:%M:%S"


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    return conn


def orders_between(conn: sqlite3.Connection, start: datetime, end: datetime) -> list[sqlite3.Row]:
    """已支付订单，created_at 在 [start, end] 之间。"""
    return conn.execute(
        "SELECT id, store_id, amount_fen, created_at FROM orders"
        " WHERE status = 'paid' AND created_at BETWEEN ? AND ?"
        " ORDER BY created_at",
        (start.strftime(FMT), end.strftime(FMT)),
    ).fetchall()


def store_names(conn: sqlite3.Connection) -> dict[int, str]:
    return {row["id"]: row["name"] for row in conn.execute("SELECT id, name FROM stores")}
