from __future__ import annotations

import sqlite3
from datetime import datetime

from app.models import OrderRow

SCHEMA = """
CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL,
    status TEXT NOT NULL,
    total_cents INTEGER NOT NULL,
    currency TEXT NOT NULL DEFAULT 'CNY',
    created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_created_at ON orders (created_at DESC, id DESC);
"""

COLUMNS = "id, customer_id, status, total_cents, currency, created_at"


class Database:
    def __init__(self, path: str = ":memory:") -> None:
        self.conn = sqlite3.connect(path, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row
        self.conn.executescript(SCHEMA)

    def insert_order(self, row: OrderRow) -> None:
        self.conn.execute(
            f"INSERT INTO orders ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)",
            (row.id, row.customer_id, row.status.value, row.total_cents, row.currency, row.created_at.isoformat()),
        )

    def list_orders(self, *, status: str | None = None, after: tuple[datetime, int] | None = None,
                    limit: int = 50) -> list[OrderRow]:
        where: list[str] = []
        args: list[object] = []
        if status:
            where.append("status = ?")
            args.append(status)
        if after is not None:
            at, last_id = after
            where.append("(created_at < ? OR (created_at = ? AND id < ?))")
            args += [at.isoformat(), at.isoformat(), last_id]
        sql = f"SELECT {COLUMNS} FROM orders"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY created_at DESC, id DESC LIMIT ?"
        args.append(limit)
        return [OrderRow(**dict(r)) for r in self.conn.execute(sql, args)]

    def get_order(self, order_id: int) -> OrderRow | None:
        r = self.conn.execute(f"SELECT {COLUMNS} FROM orders WHERE id = ?", (order_id,)).fetchone()
        return OrderRow(**dict(r)) if r else None


_db = Database()


def get_db() -> Database:
    return _db
