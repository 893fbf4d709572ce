"""Command line entry point: python -m dunning.cli send [--date YYYY-MM-DD]"""
from __future__ import annotations

import argparse
import logging
import sys
from datetime import date

from dunning.config import Settings
from dunning.db import connect
from dunning.mailer import FakeMailer, Mailer
from dunning.reminders import run


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dunning")
    sub = parser.add_subparsers(dest="command", required=True)
    send = sub.add_parser("send", help="send today's reminders")
    send.add_argument("--date", type=date.fromisoformat, default=None,
                      help="run as if today were this date (mails go to a fake mailer)")
    send.add_argument("--dry-run", action="store_true",
                      help="only log who would be reminded; send nothing, write nothing")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = Settings.from_env()
    conn = connect(settings.db_path)
    mailer = FakeMailer() if args.date else Mailer(settings)
    result = run(conn, mailer, settings, today=args.date, dry_run=args.dry_run)
    logging.getLogger("dunning").info(
        "done: sent=%d skipped=%d failed=%d", result.sent, result.skipped, result.failed
    )
    return 1 if result.failed else 0


if __name__ == "__main__":
    sys.exit(main())
