"""月次売上レポート.

    sales-report --month 2025-07 --input data/sales_2025-07.csv --out out/
"""
from __future__ import annotations

import argparse
from pathlib import Path

from report.aggregate import by_category, by_store, totals
from report.load import drop_returns, filter_period, load_sales
from report.output import print_table, write_csv, write_excel
from report.periods import month_range, period_label


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="sales-report", description="月次売上レポートを作る")
    ap.add_argument("--month", required=True, help="対象月 (YYYY-MM)")
    ap.add_argument("--input", type=Path, help="POS の CSV (既定: data/sales_<month>.csv)")
    ap.add_argument("--out", type=Path, default=Path("out"), help="出力先ディレクトリ")
    ap.add_argument("--csv", action="store_true", help="Excel ではなく CSV で出す")
    ap.add_argument("--dry-run", action="store_true", help="ファイルに書かず集計結果を表示するだけ")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    start, end = month_range(args.month)
    src = args.input or Path("data") / f"sales_{args.month}.csv"

    df = drop_returns(filter_period(load_sales(src), start, end))
    stores, categories = by_store(df), by_category(df)

    if args.dry_run:
        print(period_label(start, end))
        print_table("店舗別", stores)
        print_table("カテゴリ別", categories)
        t = totals(df)
        print(f"合計: {t['件数']:,}件 / 売上 {t['売上']:,}円 / {t['店舗数']}店舗")
        return 0

    if args.csv:
        for path in write_csv(args.out, args.month, stores, categories):
            print(f"wrote {path}")
    else:
        path = write_excel(args.out / f"report_{args.month}.xlsx", period_label(start, end), stores, categories)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
