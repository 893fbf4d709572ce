"""Entry point: python -m etl.cli"""
from __future__ import annotations

import argparse
import logging
import time
from datetime import date, timedelta
from pathlib import Path

from etl.config import load_settings
from etl.db import connect
from etl.pipeline import load_day


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="etl")
    parser.add_argument("--day", type=date.fromisoformat, default=date.today())
    parser.add_argument("--since", type=date.fromisoformat, help="load every day from SINCE up to --day")
    args = parser.parse_args(argv)
    days = [args.day]
    if args.since:
        if args.since > args.day:
            parser.error("--since must not be after --day")
        days = [args.since + timedelta(days=i) for i in range((args.day - args.since).days + 1)]

    settings = load_settings()
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    conn = connect(settings.dsn)
    started = time.monotonic()
    n = sum(load_day(conn, Path(settings.export_dir) / d.isoformat()) for d in days)
    logging.info("loaded %d rows in %.0fs", n, time.monotonic() - started)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
