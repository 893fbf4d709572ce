"""Order storage. SQLite; tests use an in-memory database."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime


@dataclass
class OrderRow:
    id: int
    customer_id: int
    status: str
    total_yen: int
    created_at: datetime


@dataclass
class CustomerRow:
    id: int
    name: str
    email: str


SCHEMA = """
CREATE TABLE IF NOT EXISTS customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS orders (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    status TEXT NOT NULL DEFAULT 'pending',
    total_yen INTEGER NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_created ON orders (created_at DESC, id DESC);
"""


class OrderRepo:
    def __init__(self, path: str = ":memory:") -> None:
        self.conn = sqlite3.connect(path, check_same_thread=False)
        self.conn.executescript(SCHEMA)

    def _order(self, r: tuple) -> OrderRow:
        return OrderRow(r[0], r[1], r[2], r[3], datetime.fromisoformat(r[4]))

    def list_orders(self, after: tuple[datetime, int] | None, limit: int, status: str | None = None) -> list[OrderRow]:
        sql = "SELECT id, customer_id, status, total_yen, created_at FROM orders"
        where: list[str] = []
        args: list = []
        if after is not None:
            where.append("(created_at, id) < (?, ?)")
            args += [after[0].isoformat(), after[1]]
        if status is not None:
            where.append("status = ?")
            args.append(status)
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY created_at DESC, id DESC LIMIT ?"
        args.append(limit)
        return [self._order(r) for r in self.conn.execute(sql, args)]

    def get_order(self, order_id: int) -> OrderRow | None:
        r = self.conn.execute(
            "SELECT id, customer_id, status, total_yen, created_at FROM orders WHERE id = ?", (order_id,)
        ).fetchone()
        return self._order(r) if r else None

    def set_status(self, order_id: int, status: str) -> OrderRow:
        self.conn.execute("UPDATE orders SET status = ? WHERE id = ?", (status, order_id))
        return self.get_order(order_id)

    def add_order(self, customer_id: int, total_yen: int, created_at: datetime | None = None) -> OrderRow:
        created_at = created_at or datetime.now(UTC).replace(tzinfo=None)
        cur = self.conn.execute(
            "INSERT INTO orders (customer_id, total_yen, created_at) VALUES (?, ?, ?)",
            (customer_id, total_yen, created_at.isoformat()),
        )
        return self.get_order(cur.lastrowid)

    def get_customer(self, customer_id: int) -> CustomerRow | None:
        r = self.conn.execute("SELECT id, name, email FROM customers WHERE id = ?", (customer_id,)).fetchone()
        return CustomerRow(*r) if r else None

    def add_customer(self, name: str, email: str) -> CustomerRow:
        cur = self.conn.execute("INSERT INTO customers (name, email) VALUES (?, ?)", (name, email))
        return self.get_customer(cur.lastrowid)


_repo = OrderRepo()


def get_repo() -> OrderRepo:
    return _repo
