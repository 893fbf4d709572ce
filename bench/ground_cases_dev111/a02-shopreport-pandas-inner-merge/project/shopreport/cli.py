from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path

from shopreport.daily import daily_totals, summary_line, top_countries, write_report
from shopreport.load import load_orders


def positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="shopreport", description="daily order report")
    p.add_argument("orders", type=Path, help="orders export (csv)")
    p.add_argument("customers", type=Path, help="customers export (csv)")
    p.add_argument("-o", "--out", type=Path, default=Path("daily.csv"))
    p.add_argument("--top", type=positive_int, default=5, help="how many countries to print")
    p.add_argument("--since", type=date.fromisoformat, default=None, help="only orders on/after this day (UTC)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    orders = load_orders(args.orders, args.customers)
    if args.since is not None:
        orders = orders[orders["created_at"].dt.date >= args.since]
    daily = daily_totals(orders)
    write_report(daily, args.out)
    print(summary_line(daily))
    for row in top_countries(daily, args.top).itertuples():
        print(f"  {row.country:<10} {row.revenue:>12,.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
