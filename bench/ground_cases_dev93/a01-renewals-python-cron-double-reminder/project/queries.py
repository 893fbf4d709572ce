"""SQL used by the reminder job. Dates are stored as ISO strings (YYYY-MM-DD)."""
from __future__ import annotations

import sqlite3
from datetime import date, timedelta


def due_for_reminder(conn: sqlite3.Connection, today: date, days: int) -> list[sqlite3.Row]:
    """Active, auto-renewing subscriptions that renew `days` days from today.

    The window starts one day early so that a night the job did not run
    (deploy, host reboot) does not lose reminders; already_sent() keeps a
    subscription from being mailed twice for the same renewal.
    """
    start = today + timedelta(days=days - 1)
    end = today + timedelta(days=days)
    return conn.execute(
        """
        SELECT s.id, s.plan, s.renews_on, s.amount_cents, s.currency,
               c.email, c.name
          FROM subscriptions s
          JOIN customers c ON c.id = s.customer_id
         WHERE s.status = 'active'
           AND s.auto_renew = 1
           AND s.renews_on BETWEEN ? AND ?
         ORDER BY s.renews_on, s.id
        """,
        (start.isoformat(), end.isoformat()),
    ).fetchall()


def already_sent(conn: sqlite3.Connection, subscription_id: int, today: date) -> bool:
    row = conn.execute(
        "SELECT 1 FROM reminders_sent"
        " WHERE subscription_id = ?"
        "   AND sent_on = ?",
        (subscription_id, today.isoformat()),
    ).fetchone()
    return row is not None


def record_sent(conn: sqlite3.Connection, subscription_id: int, renews_on: str, today: date) -> None:
    conn.execute(
        "INSERT INTO reminders_sent (subscription_id, renews_on, sent_on) VALUES (?, ?, ?)",
        (subscription_id, renews_on, today.isoformat()),
    )


def sent_count(conn: sqlite3.Connection, day: date) -> int:
    """How many reminders went out on `day` (used by the ops dashboard query)."""
    (n,) = conn.execute("SELECT COUNT(*) FROM reminders_sent WHERE sent_on = ?", (day.isoformat(),)).fetchone()
    return n
