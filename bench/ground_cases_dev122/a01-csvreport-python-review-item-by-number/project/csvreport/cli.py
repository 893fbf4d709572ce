"""csvreport command line."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from csvreport.parse import parse_date, read_rows
from csvreport.report import dedupe, summarize, write_csv


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="csvreport", description="Monthly totals from bank CSV exports.")
    parser.add_argument("inputs", nargs="+", type=Path, help="one or more exported CSV files")
    parser.add_argument("-o", "--out", type=Path, default=Path("summary.csv"))
    parser.add_argument("--no-dedupe", action="store_true", help="keep rows that appear in two exports")
    parser.add_argument("--since", type=parse_date, help="only rows on or after this date (YYYY-MM-DD)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    rows = []
    for path in args.inputs:
        if not path.exists():
            print(f"csvreport: no such file: {path}", file=sys.stderr)
            return 2
        rows.extend(read_rows(path))
    if args.since is not None:
        rows = [row for row in rows if row.day >= args.since]
    if not args.no_dedupe:
        rows = dedupe(rows)
    totals = summarize(rows)
    write_csv(totals, args.out)
    print(f"wrote {len(totals)} rows to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
