"""bankcsv: turn a CMB statement export into the family spreadsheet CSV."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bankcsv.export import write_csv
from bankcsv.parse import read_statement


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bankcsv")
    parser.add_argument("statement", type=Path, help="CSV exported from CMB online banking")
    parser.add_argument("-o", "--output", type=Path, default=None, help="output CSV (default: <statement>.out.csv)")
    parser.add_argument("--since", default=None, help="only transactions on or after YYYY-MM-DD")
    args = parser.parse_args(argv)

    if not args.statement.exists():
        print(f"no such file: {args.statement}", file=sys.stderr)
        return 2
    txns = read_statement(args.statement)
    if args.since:
        txns = [t for t in txns if t.day.isoformat() >= args.since]
    out = args.output or args.statement.with_suffix(".out.csv")
    n = write_csv(txns, out)
    income = sum(t.amount for t in txns if t.amount > 0)
    expense = -sum(t.amount for t in txns if t.amount < 0)
    print(f"{n} transactions -> {out}")
    print(f"income {income:.2f}, expense {expense:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
