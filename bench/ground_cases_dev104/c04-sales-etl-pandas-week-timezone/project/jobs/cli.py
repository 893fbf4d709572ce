from __future__ import annotations

import argparse
import logging

from jobs import DEFAULT_INPUT, DEFAULT_OUTPUT
from jobs.loader import load
from jobs.report import write_all
from jobs.transform import week_over_week, weekly_totals


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="weekly-report")
    p.add_argument("--input", default=DEFAULT_INPUT)
    p.add_argument("--output", default=DEFAULT_OUTPUT)
    p.add_argument("--region", default=None, help="only this region (default: all)")
    p.add_argument("-v", "--verbose", action="store_true")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    orders = load(args.input, region=args.region)
    totals = weekly_totals(orders)
    wow = week_over_week(totals)
    target = write_all(totals, wow, args.output)
    logging.getLogger("weekly-report").info("wrote %s", target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
