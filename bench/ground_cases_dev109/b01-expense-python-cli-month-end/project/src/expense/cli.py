from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from expense.loader import load
from expense.report import by_category, monthly_rows, render


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="expense", description="monthly expense report")
    p.add_argument("csv", type=Path)
    p.add_argument("--month", required=True, help="YYYY-MM")
    p.add_argument("--category", action="append", default=[])
    p.add_argument("--since", type=date.fromisoformat, default=None,
                   help="only rows on or after this day (YYYY-MM-DD)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        year, month = (int(x) for x in args.month.split("-"))
    except ValueError:
        print(f"bad --month: {args.month}", file=sys.stderr)
        return 2
    rows = monthly_rows(load(args.csv), year, month)
    if args.since:
        rows = [r for r in rows if r.date >= args.since]
    if args.category:
        rows = [r for r in rows if r.category in args.category]
    print(render(by_category(rows), f"{year}-{month:02d}"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
