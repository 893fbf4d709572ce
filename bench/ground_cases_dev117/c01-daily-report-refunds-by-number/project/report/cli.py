"""python -m report.cli orders.csv -o daily.csv"""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path

from report.load import load_orders
from report.summary import LOCAL_TZ, daily_totals, format_report, refund_count, top_products


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="report", description="每日销售报表")
    parser.add_argument("csv", type=Path, help="订单导出文件")
    parser.add_argument("-o", "--output", type=Path, help="输出文件, 默认打印到 stdout")
    parser.add_argument("--top", type=int, default=10, help="商品排行条数")
    parser.add_argument("--since", type=date.fromisoformat, help="只统计该日期(含)之后的订单, 如 2025-11-01")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if not args.csv.exists():
        print(f"找不到文件: {args.csv}", file=sys.stderr)
        return 2
    orders = load_orders(args.csv)
    if args.since:
        orders = [o for o in orders if o.created_at.astimezone(LOCAL_TZ).date() >= args.since]
    text = format_report(daily_totals(orders), top_products(orders, args.top), refund_count(orders))
    if args.output:
        args.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
