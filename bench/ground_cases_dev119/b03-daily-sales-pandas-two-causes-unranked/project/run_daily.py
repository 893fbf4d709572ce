"""Nightly job: aggregate yesterday's POS sales and write the report files."""
from __future__ import annotations

import argparse
import logging
from datetime import date, timedelta
from pathlib import Path

from etl.load import load_sales, load_stores
from etl.report import write_report
from etl.transform import daily_by_region, daily_by_store

log = logging.getLogger("daily_sales")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("out"))
    parser.add_argument("--date", type=date.fromisoformat, default=None,
                        help="day to aggregate (YYYY-MM-DD); default: yesterday")
    parser.add_argument("--format", choices=["parquet", "csv"], default="parquet")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    day = args.date or date.today() - timedelta(days=1)
    sales = load_sales(day)
    stores = load_stores()
    log.info("loaded %d sales rows for %s (%d stores in master)", len(sales), day, len(stores))
    by_store = daily_by_store(sales, stores)
    log.info("aggregated %d stores, total sales %.0f", len(by_store), by_store["sales"].sum())
    by_region = daily_by_region(by_store)
    write_report(day, by_store, by_region, args.out, fmt=args.format)
    log.info("wrote report for %s", day)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
