"""Entry point run nightly by the host's scheduler: ``python -m exporter.cli``."""
from __future__ import annotations

import argparse
import logging
import os
import sys
from datetime import date

from exporter.export import day_window, feed_key, rows_for, to_csv, yesterday
from exporter.orders import fetch_orders
from exporter.s3 import upload

log = logging.getLogger("exporter")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="exporter")
    parser.add_argument("--day", type=date.fromisoformat, help="export this day instead of yesterday (UTC)")
    parser.add_argument("--dry-run", action="store_true", help="print the CSV instead of uploading it")
    args = parser.parse_args(argv)
    logging.basicConfig(level=os.environ.get("LOG_LEVEL", "INFO"))

    day = args.day or yesterday()
    start, end = day_window(day)
    rows = rows_for(fetch_orders(start, end), start, end)
    body = to_csv(rows)
    if args.dry_run:
        sys.stdout.write(body.decode("utf-8"))
        return 0
    key = feed_key(day)
    upload(os.environ["FEED_BUCKET"], key, body)
    log.info("exported %d rows for %s to %s", len(rows), day.isoformat(), key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
