from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path

from report.daily_revenue import daily_revenue, summary_line
from report.load import load_orders, load_refunds, only_usd


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="daily revenue report")
    p.add_argument("--extracts", type=Path, default=None, help="folder with orders.csv and refunds.csv")
    p.add_argument("--day", type=date.fromisoformat, default=None, help="only print this day")
    p.add_argument("--out", type=Path, default=None, help="write the table to this CSV file instead of printing")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    orders = only_usd(load_orders(args.extracts))
    refunds = load_refunds(args.extracts)
    table = daily_revenue(orders, refunds)
    if args.day is not None:
        table = table[table["day"] == args.day]
    if args.out is not None:
        table.to_csv(args.out, index=False)
        print(f"wrote {len(table)} rows to {args.out}")
        return 0
    for _, row in table.iterrows():
        print(summary_line(row))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
