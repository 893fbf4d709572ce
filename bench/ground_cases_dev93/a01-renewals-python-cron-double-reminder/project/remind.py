"""Nightly renewal reminders.

Run from cron (see deploy/crontab). Finds subscriptions that renew in
REMINDER_DAYS days and sends each customer one reminder email.
"""
from __future__ import annotations

import argparse
import logging
import sqlite3
import sys
from datetime import date, datetime
from zoneinfo import ZoneInfo

import mailer
import queries
from settings import Settings, load_settings

log = logging.getLogger("remind")


def today_in(tz_name: str) -> date:
    return datetime.now(ZoneInfo(tz_name)).date()


def run(conn: sqlite3.Connection, settings: Settings, today: date, dry_run: bool = False) -> int:
    due = queries.due_for_reminder(conn, today, settings.reminder_days)
    log.info("found %d subscriptions due for a reminder", len(due))
    sent = 0
    for sub in due:
        if queries.already_sent(conn, sub["id"], today):
            log.info("skip sub=%s, already reminded", sub["id"])
            continue
        if dry_run:
            log.info("dry run: would remind sub=%s <%s> (renews %s)", sub["id"], sub["email"], sub["renews_on"])
            sent += 1
            continue
        try:
            mailer.send_renewal_reminder(settings, sub)
        except mailer.MailError as exc:
            log.warning("mail to %s failed: %s", sub["email"], exc)
            continue
        queries.record_sent(conn, sub["id"], sub["renews_on"], today)
        sent += 1
    conn.commit()
    return sent


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", help="path to the sqlite database (overrides settings)")
    parser.add_argument("--date", help="pretend today is YYYY-MM-DD (for reruns)")
    parser.add_argument("--dry-run", action="store_true", help="log who would be reminded; send and record nothing")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = load_settings()
    today = date.fromisoformat(args.date) if args.date else today_in(settings.tz)
    conn = sqlite3.connect(args.db or settings.db_path)
    conn.row_factory = sqlite3.Row
    try:
        sent = run(conn, settings, today, dry_run=args.dry_run)
    finally:
        conn.close()
    verb = "would send" if args.dry_run else "sent"
    log.info("%s %d reminders for %s", verb, sent, today.isoformat())
    return 0


if __name__ == "__main__":
    sys.exit(main())
