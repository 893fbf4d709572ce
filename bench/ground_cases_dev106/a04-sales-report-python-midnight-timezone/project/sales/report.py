"""python -m sales.report EXPORT.csv [--weekly]"""
from __future__ import annotations

import argparse
import csv
import sys
from decimal import Decimal
from pathlib import Path

from sales.buckets import by_channel, daily_totals, weekly_totals
from sales.loader import load_orders


def money(value: Decimal) -> str:
    return f"{value.quantize(Decimal('0.01')):,}"


def render_table(rows: dict, title: str) -> str:
    lines = [title, "-" * len(title)]
    for key, amount in rows.items():
        lines.append(f"{key!s:<12} {money(amount):>14}")
    lines.append(f"{'total':<12} {money(sum(rows.values(), Decimal(0))):>14}")
    return "\n".join(lines)


def write_csv(rows: dict, header: str, out=sys.stdout) -> None:
    writer = csv.writer(out)
    writer.writerow([header, "amount"])
    for key, amount in rows.items():
        writer.writerow([str(key), f"{amount.quantize(Decimal('0.01'))}"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sales.report")
    parser.add_argument("export", type=Path)
    parser.add_argument("--weekly", action="store_true", help="group by ISO week")
    parser.add_argument("--csv", action="store_true", help="print CSV instead of a table")
    args = parser.parse_args(argv)

    orders = load_orders(args.export)
    rows = weekly_totals(orders) if args.weekly else daily_totals(orders)
    if args.csv:
        write_csv(rows, "week" if args.weekly else "day")
        return 0
    print(render_table(rows, "Revenue by week" if args.weekly else "Revenue by day"))
    print()
    print(render_table(by_channel(orders), "Revenue by channel"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
