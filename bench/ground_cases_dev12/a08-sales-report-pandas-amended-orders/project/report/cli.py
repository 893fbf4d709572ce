"""python -m report.cli --month 2025-03 data/2025-03/"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pandas as pd

from report import aggregate, clean, load


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="report", description="Monthly revenue report")
    p.add_argument("folder", type=Path, help="folder with orders.csv and refunds.csv")
    p.add_argument("--month", required=True, help="YYYY-MM")
    p.add_argument("--out", type=Path, default=Path("out"), help="where the CSV goes (default: out/)")
    p.add_argument("--stores", type=Path, default=Path("data/stores.csv"), help="store_id,region mapping")
    p.add_argument("--gross", action="store_true", help="don't subtract refunds (gross revenue)")
    p.add_argument("--excel-de", action="store_true", help="CSV for German Excel: ';' separator, ',' decimals, BOM")
    p.add_argument("--quiet", action="store_true", help="don't print the table")
    return p.parse_args(argv)


def write_output(report: pd.DataFrame, out_dir: Path, month: str, suffix: str = "", excel_de: bool = False) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"report-{month}{suffix}.csv"
    if excel_de:
        report.to_csv(path, index=False, sep=";", decimal=",", encoding="utf-8-sig")
    else:
        report.to_csv(path, index=False)
    return path


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    start, end = load.month_bounds(args.month)

    orders = clean.clean_orders(load.load_orders(args.folder))
    if args.gross:
        orders = orders.assign(refunded=0.0)
    else:
        orders = clean.apply_refunds(orders, load.load_refunds(args.folder))

    stores = load.load_stores(args.stores) if args.stores.exists() else None
    report = aggregate.monthly_report(orders, start, end, stores)
    if report.empty or report["orders"].iloc[-1] == 0:
        print(f"no orders in {args.month}", file=sys.stderr)
        return 1

    path = write_output(report, args.out, args.month, "-gross" if args.gross else "", excel_de=args.excel_de)
    if not args.quiet:
        with pd.option_context("display.float_format", "{:,.2f}".format):
            print(report.to_string(index=False))
    print(f"\nwritten to {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
