"""Tiny repository layer over SQLite. Each function opens its own cursor."""
from __future__ import annotations

import sqlite3
from contextlib import contextmanager

DB_PATH = "shop.db"


@contextmanager
def conn():
    c = sqlite3.connect(DB_PATH)
    c.row_factory = sqlite3.Row
    try:
        yield c
    finally:
        c.close()


def list_orders(shop_id: int, limit: int = 100) -> list[sqlite3.Row]:
    with conn() as c:
        return c.execute(
            "SELECT * FROM orders WHERE shop_id = ? ORDER BY created_at DESC LIMIT ?",
            (shop_id, limit),
        ).fetchall()


def get_customer(customer_id: int) -> sqlite3.Row | None:
    with conn() as c:
        return c.execute("SELECT * FROM customers WHERE id = ?", (customer_id,)).fetchone()


def get_customers(ids: list[int]) -> dict[int, sqlite3.Row]:
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    with conn() as c:
        rows = c.execute(f"SELECT * FROM customers WHERE id IN ({marks})", ids).fetchall()
    return {r["id"]: r for r in rows}


def list_invoices(shop_id: int) -> list[sqlite3.Row]:
    with conn() as c:
        return c.execute("SELECT * FROM invoices WHERE shop_id = ?", (shop_id,)).fetchall()
