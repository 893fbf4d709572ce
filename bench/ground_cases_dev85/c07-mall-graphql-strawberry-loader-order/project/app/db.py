"""Read-only access to the mall database (SQLite locally, MySQL replica in production)."""
from __future__ import annotations

import sqlite3
from collections.abc import Sequence

_conn: sqlite3.Connection | None = None
query_count = 0  # bumped on every query; the tests and the debug toolbar read it


def set_connection(conn: sqlite3.Connection) -> None:
    global _conn
    conn.row_factory = sqlite3.Row
    _conn = conn


def _query(sql: str, args: Sequence[object] = ()) -> list[sqlite3.Row]:
    global query_count
    assert _conn is not None, "set_connection() first"
    query_count += 1
    return _conn.execute(sql, args).fetchall()


def orders_page(first: int, after_id: int | None) -> list[sqlite3.Row]:
    if after_id is None:
        return _query("SELECT * FROM orders ORDER BY id DESC LIMIT ?", (first,))
    return _query("SELECT * FROM orders WHERE id < ? ORDER BY id DESC LIMIT ?", (after_id, first))


def customer_by_id(customer_id: int) -> sqlite3.Row | None:
    rows = _query("SELECT id, name, phone FROM customers WHERE id = ?", (customer_id,))
    return rows[0] if rows else None


def customers_by_ids(ids: Sequence[int]) -> list[sqlite3.Row]:
    marks = ",".join("?" * len(ids))
    return _query(f"SELECT id, name, phone FROM customers WHERE id IN ({marks})", list(ids))


def coupon_by_code(code: str) -> sqlite3.Row | None:
    rows = _query("SELECT code, discount_cents FROM coupons WHERE code = ?", (code,))
    return rows[0] if rows else None
