"""Read orders from the shop's SQLite database."""
from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

from shopexport.models import Order

QUERY = """
    SELECT number, placed_on, customer_email, total_cents, vat_cents, currency
    FROM orders
    WHERE status = 'paid'
    ORDER BY placed_on, number
"""


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    return conn


def fetch_orders(conn: sqlite3.Connection) -> list[Order]:
    rows = conn.execute(QUERY).fetchall()
    return [
        Order(
            number=row["number"],
            placed_on=date.fromisoformat(row["placed_on"]),
            customer_email=row["customer_email"],
            total_cents=row["total_cents"],
            vat_cents=row["vat_cents"],
            currency=row["currency"],
        )
        for row in rows
    ]
