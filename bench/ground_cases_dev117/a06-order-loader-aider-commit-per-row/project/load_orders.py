"""Nightly job: load the shop's order export into the reporting SQLite database.

    python load_orders.py exports/orders-2025-11-07.csv --db reporting.sqlite
"""
from __future__ import annotations

import argparse
import csv
import logging
import sys
from datetime import datetime

import db
from transform import clean_row, dedupe

log = logging.getLogger("load_orders")


def read_csv(path: str) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv")
    parser.add_argument("--db", default="reporting.sqlite")
    parser.add_argument("--dry-run", action="store_true", help="clean and dedupe, but don't write")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    started = datetime.utcnow()
    raw = read_csv(args.csv)
    rows = dedupe([clean_row(r) for r in raw])
    log.info("read %d rows, %d after dedupe", len(raw), len(rows))

    if args.dry_run:
        log.info("dry run: would write %d rows to %s", len(rows), args.db)
        return 0

    conn = db.connect(args.db)
    written = db.write_rows(conn, rows)
    db.record_run(conn, started, written)
    log.info("wrote %d rows in %s", written, datetime.utcnow() - started)
    return 0


if __name__ == "__main__":
    sys.exit(main())
