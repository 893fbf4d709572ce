"""Nightly orders export: read the day's CSV drops, clean them, load them into reporting.db."""
from __future__ import annotations

import argparse
import logging
import sqlite3
from datetime import date
from pathlib import Path

from etl.clean import clean_row, dedupe
from etl.extract import read_exports
from etl.load import load_rows

log = logging.getLogger("etl")


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--src", type=Path, default=Path("/data/exports"))
    parser.add_argument("--db", type=Path, default=Path("reporting.db"))
    parser.add_argument("--since", type=date.fromisoformat, default=None,
                        help="only files dated on or after YYYY-MM-DD")
    parser.add_argument("--dry-run", action="store_true", help="clean only, do not write the db")
    args = parser.parse_args(argv)

    raw_rows = read_exports(args.src, args.since)
    cleaned = (row for row in (clean_row(r) for r in raw_rows) if row is not None)
    if args.dry_run:
        count = sum(1 for _ in dedupe(cleaned))
        log.info("dry run: %d rows would be loaded", count)
        return 0
    with sqlite3.connect(args.db) as conn:
        written = load_rows(conn, dedupe(cleaned))
    log.info("done, %d rows", written)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
