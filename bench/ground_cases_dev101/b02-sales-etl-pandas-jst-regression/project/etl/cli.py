from __future__ import annotations

import argparse
import logging
from datetime import date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from etl.aggregate import check_net, daily_totals, store_ranking
from etl.clean import clean, summary
from etl.extract import read_range
from etl.load import write_all

log = logging.getLogger("sales-etl")


def yesterday_jst() -> date:
    return datetime.now(ZoneInfo("Asia/Tokyo")).date() - timedelta(days=1)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="sales-etl")
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run", help="aggregate one day of exports")
    run.add_argument("--src", type=Path, required=True)
    run.add_argument("--out", type=Path, default=Path("out"))
    run.add_argument("--date", type=date.fromisoformat, default=None)
    run.add_argument("--since", type=date.fromisoformat, default=None,
                     help="first day to aggregate; every day up to --date gets its own file")
    run.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def run_day(src: Path, out: Path, day: date) -> None:
    # the export for a day also holds the first hours of the next JST day, so read one extra file
    orders = clean(read_range(src, day, day + timedelta(days=1)))
    log.info("orders: %s", summary(orders))
    daily = daily_totals(orders)
    daily = daily[daily["date"] == day]
    check_net(orders[orders["ordered_at"].dt.tz_convert("Asia/Tokyo").dt.date == day], daily)
    paths = write_all(daily, store_ranking(daily), out, day)
    for path in paths:
        log.info("wrote %s", path)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(levelname)s %(message)s")
    last = args.date or yesterday_jst()
    first = args.since or last
    if first > last:
        raise SystemExit(f"--since {first} is after --date {last}")
    day = first
    while day <= last:
        run_day(args.src, args.out, day)
        day += timedelta(days=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
