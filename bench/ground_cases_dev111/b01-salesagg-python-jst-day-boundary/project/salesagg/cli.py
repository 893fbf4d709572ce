from __future__ import annotations

import argparse
import sys
from pathlib import Path

from salesagg.fmt import render_csv, render_summary, render_table
from salesagg.loader import load_orders
from salesagg.report import daily_totals


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="salesagg", description="注文CSVから日次売上を出す")
    ap.add_argument("csv", type=Path, help="Shopifyの注文エクスポート")
    ap.add_argument("--channel", choices=["web", "pos", "app"], default=None)
    ap.add_argument("--summary", action="store_true", help="1行サマリだけ出す")
    ap.add_argument("--format", choices=["table", "csv"], default="table", dest="fmt")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if not args.csv.exists():
        print(f"ファイルがありません: {args.csv}", file=sys.stderr)
        return 2
    orders = load_orders(args.csv)
    days = daily_totals(orders, channel=args.channel)
    if args.summary:
        print(render_summary(days))
    elif args.fmt == "csv":
        sys.stdout.write("\ufeff" + render_csv(days))
    else:
        print(render_table(days))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
