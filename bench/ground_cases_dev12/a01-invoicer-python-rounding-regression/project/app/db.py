"""Invoice storage. SQLite in production, an in-memory database in tests."""
from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime

from app import invoice_number
from app.models import Invoice, InvoiceIn

SCHEMA = """
CREATE TABLE IF NOT EXISTS invoices (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    number TEXT NOT NULL UNIQUE,
    customer_id INTEGER NOT NULL,
    body TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'draft',
    created_at TEXT NOT NULL,
    sent_at TEXT
)
"""


class InvoiceRepo:
    def __init__(self, path: str = ":memory:") -> None:
        self.conn = sqlite3.connect(path, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row
        self.conn.execute(SCHEMA)

    def create(self, data: InvoiceIn) -> Invoice:
        now = datetime.now(UTC)
        seq = self.conn.execute(
            "SELECT COUNT(*) FROM invoices WHERE substr(created_at, 1, 4) = ?", (str(now.year),)
        ).fetchone()[0] + 1
        body = data.model_dump(mode="json", exclude={"customer_id"})
        cur = self.conn.execute(
            "INSERT INTO invoices (number, customer_id, body, created_at) VALUES (?, ?, ?, ?)",
            (invoice_number(now.year, seq), data.customer_id, json.dumps(body), now.isoformat()),
        )
        self.conn.commit()
        return self.get(cur.lastrowid)

    def get(self, invoice_id: int) -> Invoice | None:
        row = self.conn.execute("SELECT * FROM invoices WHERE id = ?", (invoice_id,)).fetchone()
        return _to_invoice(row) if row else None

    def list(self, status: str | None = None, limit: int = 50, offset: int = 0) -> list[Invoice]:
        sql = "SELECT * FROM invoices"
        args: tuple = ()
        if status:
            sql += " WHERE status = ?"
            args = (status,)
        sql += " ORDER BY id DESC LIMIT ? OFFSET ?"
        return [_to_invoice(r) for r in self.conn.execute(sql, (*args, limit, offset))]

    def count(self, status: str | None = None) -> int:
        if status:
            return self.conn.execute("SELECT COUNT(*) FROM invoices WHERE status = ?", (status,)).fetchone()[0]
        return self.conn.execute("SELECT COUNT(*) FROM invoices").fetchone()[0]

    def set_status(self, invoice_id: int, status: str) -> None:
        sent_at = datetime.now(UTC).isoformat() if status == "sent" else None
        self.conn.execute(
            "UPDATE invoices SET status = ?, sent_at = COALESCE(?, sent_at) WHERE id = ?",
            (status, sent_at, invoice_id),
        )
        self.conn.commit()


def _to_invoice(row: sqlite3.Row) -> Invoice:
    body = json.loads(row["body"])
    return Invoice(id=row["id"], number=row["number"], customer_id=row["customer_id"], status=row["status"],
                   created_at=row["created_at"], sent_at=row["sent_at"], **body)
