"""sales-report command line."""
from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from report.aggregate import channel_totals, weekly_totals
from report.load import load_orders


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="sales-report")
    parser.add_argument("export", type=Path, help="orders CSV exported from the shop admin")
    parser.add_argument("--by-channel", action="store_true", help="print totals per channel too")
    parser.add_argument("--since", type=date.fromisoformat, metavar="YYYY-MM-DD",
                        help="only orders created on or after this day")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    orders = load_orders(args.export)
    if args.since:
        orders = [o for o in orders if o.day >= args.since]
    if not orders:
        print("no orders in export", file=sys.stderr)
        return 1
    print(f"{'week':<8} {'orders':>7} {'gross':>12} {'net':>12}")
    for row in weekly_totals(orders):
        print(f"{row.week:<8} {row.orders:>7} {row.gross:>12} {row.net:>12}")
    if args.by_channel:
        print()
        for channel, total in channel_totals(orders).items():
            print(f"{channel:<8} {total:>12}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
