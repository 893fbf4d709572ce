"""Daily orders ETL: python run.py --day 2025-10-06"""
from __future__ import annotations

import argparse
import logging
from datetime import date, timedelta

from etl import extract, load, transform

log = logging.getLogger("etl")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--day", default=(date.today() - timedelta(days=1)).isoformat(), help="UTC day, YYYY-MM-DD")
    parser.add_argument("--dry-run", action="store_true", help="extract and transform only, print a summary")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    raw = extract.fetch(args.day)
    log.info("extracted %d rows", len(raw))
    orders = transform.normalize_orders(raw, args.day)
    log.info("normalized %d orders", len(orders))
    if args.dry_run:
        for key, value in transform.daily_summary(orders).items():
            print(f"{key:>12}: {value}")
        return
    n = load.replace_day(orders, args.day)
    log.info("loaded %d orders into %s", n, load.SETTINGS.table)


if __name__ == "__main__":
    main()
