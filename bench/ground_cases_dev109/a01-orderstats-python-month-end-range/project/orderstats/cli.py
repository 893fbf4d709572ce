"""orderstats command line."""
from __future__ import annotations

import argparse
from datetime import date, timedelta
from pathlib import Path

from orderstats.export import write_csv
from orderstats.report import load_orders, month_bounds, summarize

DEFAULT_SOURCE = Path("data/orders.jsonl")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="orderstats")
    p.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    p.add_argument("--out", type=Path, default=None)
    sub = p.add_subparsers(dest="command", required=True)
    daily = sub.add_parser("daily", help="one row per day for the last N days")
    span = daily.add_mutually_exclusive_group()
    span.add_argument("--days", type=int, default=None)
    span.add_argument("--since", type=date.fromisoformat, default=None,
                      help="first day to include, YYYY-MM-DD")
    monthly = sub.add_parser("monthly", help="one row per day of a month, e.g. 2025-03")
    monthly.add_argument("month")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    orders = load_orders(args.source)
    if args.command == "daily":
        end = date.today()
        if args.since is not None:
            start = args.since
        else:
            start = end - timedelta(days=(args.days or 7) - 1)
    else:
        year, month = (int(x) for x in args.month.split("-"))
        start, end = month_bounds(year, month)
    written = write_csv(summarize(orders, start, end), args.out)
    print(f"{written} rows", file=__import__("sys").stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
