"""sales-report 2025-10 --orders data/orders.csv --customers data/customers.csv"""
from __future__ import annotations

import argparse
import re
import sys

from report.monthly import run


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="sales-report", description="地域別の月次売上")
    parser.add_argument("month", help="対象月 (YYYY-MM)")
    parser.add_argument("--orders", default="data/orders.csv")
    parser.add_argument("--customers", default="data/customers.csv")
    parser.add_argument("--out", help="CSV の出力先。省略時は標準出力に表で出す")
    parser.add_argument("--region", help="指定した地域の行だけ出す (例: 東日本)")
    args = parser.parse_args(argv)
    if not re.fullmatch(r"\d{4}-\d{2}", args.month):
        parser.error("month は YYYY-MM で指定してください")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    report = run(args.orders, args.customers, args.month)
    if args.region:
        report = report[report["region"] == args.region].reset_index(drop=True)
        if report.empty:
            print(f"no rows for region {args.region!r}", file=sys.stderr)
    if args.out:
        report.to_csv(args.out, index=False, encoding="utf-8-sig")
        print(f"wrote {len(report)} rows to {args.out}", file=sys.stderr)
    else:
        print(report.to_string(index=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
