"""Weekly sales report, Monday to Sunday in shop time, with a per-channel breakdown."""

from __future__ import annotations

import argparse
import logging
from datetime import date, timedelta
from pathlib import Path

import pandas as pd

from config import REPORT_DIR, SHOP_TZ, export_path_for
from io_utils import describe, read_orders, write_report
from transforms import by_channel, daily_totals, dedupe_orders, filter_window, to_local

log = logging.getLogger("weekly_sales")


def last_monday(today: date) -> date:
    """The Monday of the last complete week before ``today``."""
    return today - timedelta(days=today.weekday() + 7)


def run_week(week_start: date, *, out_dir: Path = REPORT_DIR) -> Path:
    if week_start.weekday() != 0:
        raise ValueError(f"{week_start} is not a Monday")
    week_end = week_start + timedelta(days=6)
    orders = dedupe_orders(to_local(read_orders(export_path_for(week_end)), SHOP_TZ))
    in_week = filter_window(orders, week_start, (week_end - week_start).days)
    log.info("week %s - %s: %s", week_start, week_end, describe(in_week))
    days = daily_totals(in_week)
    channels = by_channel(in_week)
    report = pd.concat([days.assign(section="days"), channels.assign(section="channels")], ignore_index=True)
    return write_report(report, out_dir / "weekly" / f"{week_start:%G-W%V}.parquet")


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--week-start", type=date.fromisoformat, help="a Monday (default: last full week)")
    parser.add_argument("--out", type=Path, default=REPORT_DIR)
    args = parser.parse_args(argv)
    week_start = args.week_start or last_monday(date.today())
    print(run_week(week_start, out_dir=args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
