"""Access to the finance export: overdue invoices and the reminder log."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import date, datetime, timezone
from decimal import Decimal

SCHEMA = """
CREATE TABLE IF NOT EXISTS reminder_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    invoice_id INTEGER NOT NULL,
    email TEXT NOT NULL,
    sent_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS ix_reminder_log_invoice ON reminder_log (invoice_id, sent_at);
"""


@dataclass(frozen=True)
class Invoice:
    id: int
    number: str
    customer_name: str
    customer_email: str
    amount_due: Decimal
    due_on: date


def connect(path: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    conn.executescript(SCHEMA)
    return conn


def overdue_invoices(conn: sqlite3.Connection, today: date) -> list[Invoice]:
    rows = conn.execute(
        """
        SELECT i.id, i.number, c.name, c.email, i.amount_due, i.due_on
        FROM invoices i JOIN customers c ON c.id = i.customer_id
        WHERE i.status = 'open' AND i.amount_due > 0 AND i.due_on < ?
        ORDER BY i.due_on, i.number
        """,
        (today.isoformat(),),
    ).fetchall()
    return [
        Invoice(r[0], r[1], r[2], r[3], Decimal(str(r[4])), date.fromisoformat(r[5]))
        for r in rows
    ]


def log_reminder(conn: sqlite3.Connection, invoice_id: int, email: str) -> None:
    sent_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
    conn.execute(
        "INSERT INTO reminder_log (invoice_id, email, sent_at) VALUES (?, ?, ?)",
        (invoice_id, email, sent_at),
    )
