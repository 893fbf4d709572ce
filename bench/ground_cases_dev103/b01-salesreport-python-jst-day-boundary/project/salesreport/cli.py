"""salesreport orders.csv [--format table|csv]"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from salesreport.aggregate import bucket_by_day
from salesreport.loader import load_orders


def render_table(days) -> str:
    lines = [f"{'day':<10}  {'orders':>6}  {'gross':>10}  {'refunds':>8}  {'net':>10}"]
    for d in days:
        lines.append(f"{d.day:<10}  {d.orders:>6}  {d.gross:>10,}  {d.refunds:>8,}  {d.net:>10,}")
    return "\n".join(lines)


def render_csv(days, header: bool = True) -> str:
    rows = ["day,orders,gross,refunds,net"] if header else []
    rows += [f"{d.day},{d.orders},{d.gross},{d.refunds},{d.net}" for d in days]
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="salesreport")
    parser.add_argument("csv", type=Path)
    parser.add_argument("--format", choices=["table", "csv"], default="table")
    parser.add_argument("--since", help="YYYY-MM-DD, inclusive")
    parser.add_argument("--no-header", action="store_true", help="csv only")
    args = parser.parse_args(argv)
    if not args.csv.exists():
        print(f"no such file: {args.csv}", file=sys.stderr)
        return 2
    days = bucket_by_day(load_orders(args.csv))
    if args.since:
        days = [d for d in days if d.day >= args.since]
    out = render_table(days) if args.format == "table" else render_csv(days, header=not args.no_header)
    print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
