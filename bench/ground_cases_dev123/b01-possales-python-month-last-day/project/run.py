"""月次売上レポート: POS の CSV から店舗別の合計を出す。

usage: python run.py --month 2025-10 data/pos_2025-10.csv
"""
from __future__ import annotations

import argparse
import sys

from etl.load import read_rows
from etl.report import write_report
from etl.transform import clean_rows, totals_by_store


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="store totals for one month")
    p.add_argument("csv", help="POS export (cp932 or utf-8)")
    p.add_argument("--month", required=True, help="YYYY-MM")
    p.add_argument("--out", default="-", help="output file, - for stdout")
    p.add_argument("--store", action="append", default=[], help="only this store (repeatable)")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    year, month = (int(x) for x in args.month.split("-"))
    rows = read_rows(args.csv)
    kept, dropped = clean_rows(rows, year, month)
    if dropped:
        print(f"warning: dropped {dropped} rows with an unreadable amount", file=sys.stderr)
    if args.store:
        wanted = set(args.store)
        kept = [r for r in kept if r["store"] in wanted]
    totals = totals_by_store(kept)
    write_report(totals, args.month, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
