"""The daily dunning run: find overdue invoices, send at most one reminder per
invoice per (Beijing) day, and record every reminder in reminder_log.

deploy/crontab runs it twice a day: the main run and a retry run for invoices
whose mail failed at the relay. The retry run relies on already_reminded().
"""
from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass
from datetime import date, datetime, time

from dunning.config import TZ, Settings
from dunning.db import log_reminder, overdue_invoices
from dunning.mailer import MailError
from dunning.templates import render_reminder

log = logging.getLogger("dunning.reminders")

# First notice the day after the due date, then every 7 days.
FIRST_NOTICE_AFTER = 1
REPEAT_EVERY = 7


@dataclass
class RunResult:
    sent: int = 0
    skipped: int = 0
    failed: int = 0


def days_overdue(due_on: date, today: date) -> int:
    """Whole calendar days past the due date, on the Beijing calendar."""
    return (today - due_on).days


def is_reminder_day(overdue: int) -> bool:
    if overdue < FIRST_NOTICE_AFTER:
        return False
    return (overdue - FIRST_NOTICE_AFTER) % REPEAT_EVERY == 0


def already_reminded(conn: sqlite3.Connection, invoice_id: int, today: date) -> bool:
    """True when this invoice already got a reminder today."""
    start = datetime.combine(today, time.min)
    row = conn.execute(
        "SELECT 1 FROM reminder_log WHERE invoice_id = ? AND sent_at >= ? LIMIT 1",
        (invoice_id, start.isoformat()),
    ).fetchone()
    return row is not None


def run(conn: sqlite3.Connection, mailer, settings: Settings, today: date | None = None,
        dry_run: bool = False) -> RunResult:
    today = today or datetime.now(TZ).date()
    result = RunResult()
    for inv in overdue_invoices(conn, today):
        overdue = days_overdue(inv.due_on, today)
        if not is_reminder_day(overdue):
            result.skipped += 1
            continue
        if already_reminded(conn, inv.id, today):
            log.info("skip %s: already reminded today", inv.number)
            result.skipped += 1
            continue
        if dry_run:
            log.info("[dry-run] would remind %s -> %s (%d days overdue)", inv.number, inv.customer_email, overdue)
            result.sent += 1
            continue
        msg = render_reminder(inv, overdue, settings)
        try:
            mailer.send(inv.customer_email, msg.subject, msg.body)
        except MailError as exc:
            log.warning("send failed for %s: %s", inv.number, exc)
            result.failed += 1
            continue
        log_reminder(conn, inv.id, inv.customer_email)
        log.info("reminded %s (%d days overdue)", inv.number, overdue)
        result.sent += 1
    conn.commit()
    return result
