"""Tiny query helpers over the billing database."""
import os
from datetime import date

import psycopg2
import psycopg2.extras


def _conn():
    return psycopg2.connect(os.environ["DATABASE_URL"], cursor_factory=psycopg2.extras.RealDictCursor)


def invoices_due_between(start: date, end: date, status: str = "open") -> list[dict]:
    with _conn() as conn, conn.cursor() as cur:
        cur.execute(
            """
            SELECT i.number, i.amount, i.due_date, i.pay_url, c.name, c.email
            FROM invoices i JOIN customers c ON c.id = i.customer_id
            WHERE i.status = %s AND i.due_date BETWEEN %s AND %s
            ORDER BY i.due_date
            """,
            (status, start, end),
        )
        return list(cur.fetchall())
