"""Daily sales report: yesterday's orders (shop time) by default."""

from __future__ import annotations

import argparse
import logging
from datetime import date, timedelta
from pathlib import Path

from config import REPORT_DIR, SHOP_TZ, export_path_for
from io_utils import describe, read_orders, write_report
from transforms import daily_totals, dedupe_orders, filter_window, to_local

log = logging.getLogger("daily_sales")


def run_day(day: date, *, out_dir: Path = REPORT_DIR, dry_run: bool = False) -> Path | None:
    orders = dedupe_orders(to_local(read_orders(export_path_for(day)), SHOP_TZ))
    day_orders = filter_window(orders, day, 1)
    log.info("%s: %s", day, describe(day_orders))
    totals = daily_totals(day_orders)
    if dry_run:
        print(totals.to_string(index=False))
        return None
    return write_report(totals, out_dir / "daily" / f"{day:%Y-%m-%d}.parquet")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--date", type=date.fromisoformat, help="day to report (default: yesterday)")
    parser.add_argument("--out", type=Path, default=REPORT_DIR)
    parser.add_argument("--dry-run", action="store_true", help="print the totals, write nothing")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    args = parse_args(argv)
    day = args.date or date.today() - timedelta(days=1)
    path = run_day(day, out_dir=args.out, dry_run=args.dry_run)
    if path is not None:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
