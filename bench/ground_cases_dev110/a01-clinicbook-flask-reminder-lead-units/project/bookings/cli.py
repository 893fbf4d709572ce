"""Command line entry points: ``python -m bookings.cli send-reminders``."""
from __future__ import annotations

import argparse
import logging
import sys

from bookings import jobs


def _store():
    from bookings.db import SqlStore  # imported late: needs DATABASE_URL

    return SqlStore()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bookings")
    parser.add_argument("-v", "--verbose", action="store_true")
    sub = parser.add_subparsers(dest="command", required=True)
    send = sub.add_parser("send-reminders", help="send the reminder e-mails that are due now")
    send.add_argument("--dry-run", action="store_true", help="list who would be reminded, send nothing")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    if args.command == "send-reminders":
        sent = jobs.run_due(_store(), dry_run=args.dry_run)
        print(f"{sent} reminder(s) {'due' if args.dry_run else 'sent'}")
        return 0
    parser.error(f"unknown command {args.command}")
    return 2


if __name__ == "__main__":
    sys.exit(main())
