"""Daily revenue per store: python -m jobs.daily_revenue orders.csv stores.csv out.csv"""
from __future__ import annotations

import argparse

from jobs.io import load_orders, load_stores, write_report
from jobs.transform import daily_revenue, only_day


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("orders")
    parser.add_argument("stores")
    parser.add_argument("out")
    parser.add_argument("--day", help="only this day (YYYY-MM-DD)")
    parser.add_argument("--dry-run", action="store_true", help="print the report instead of writing it")
    args = parser.parse_args(argv)

    report = daily_revenue(load_orders(args.orders), load_stores(args.stores))
    if args.day:
        report = only_day(report, args.day)
    if args.dry_run:
        print(report.to_string(index=False))
        return 0
    write_report(report, args.out)
    print(f"wrote {len(report)} rows to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
