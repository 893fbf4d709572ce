"""salesagg コマンド。"""
from __future__ import annotations

import argparse
import sys
from datetime import date, datetime
from pathlib import Path

from salesagg.aggregate import JST, aggregate, by_store
from salesagg.export import write_csv
from salesagg.loader import read_sales


def parse_since(value: str) -> datetime:
    """YYYY-MM-DD を、その日の 0:00 (JST) に変換する。"""
    try:
        d = date.fromisoformat(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"YYYY-MM-DD で指定してください: {value}") from None
    return datetime(d.year, d.month, d.day, tzinfo=JST)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="salesagg", description="POS売上の日次集計")
    p.add_argument("inputs", nargs="+", type=Path, help="POS エクスポート (.jsonl)")
    p.add_argument("-o", "--output", type=Path, help="CSV の出力先 (省略時は標準出力)")
    p.add_argument("--store", action="append", help="対象店舗 (複数指定可)")
    p.add_argument("--summary", action="store_true", help="店舗別合計も表示する")
    p.add_argument("--excel", action="store_true", help="Excel 向けに BOM 付きで出力する")
    p.add_argument("--since", type=parse_since, help="この日 (JST) 以降の売上だけ集計する YYYY-MM-DD")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    sales = read_sales(args.inputs)
    if args.store:
        wanted = set(args.store)
        sales = (s for s in sales if s.store in wanted)
    if args.since:
        since = args.since
        sales = (s for s in sales if s.sold_at >= since)
    totals = aggregate(sales)
    if args.output:
        with args.output.open("w", encoding="utf-8", newline="") as fh:
            write_csv(totals, fh, excel=args.excel)
    else:
        write_csv(totals, sys.stdout, excel=args.excel)
    if args.summary:
        for store, amount in sorted(by_store(totals).items()):
            print(f"{store}\t{amount}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
