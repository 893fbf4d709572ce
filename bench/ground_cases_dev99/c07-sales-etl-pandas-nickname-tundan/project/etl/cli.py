"""sales-etl: weekly sales by region from the order system's daily exports."""
from __future__ import annotations

import argparse
from pathlib import Path

from etl.load import read_exports
from etl.report import DEFAULT_FX_FILE, load_fx, weekly_by_region, write_report
from etl.transform import pipeline


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="sales-etl", description=__doc__)
    p.add_argument("--input", type=Path, default=Path("data/exports"), help="folder with orders_*.csv")
    p.add_argument("--out", type=Path, default=Path("out/weekly.csv"), help=".csv or .xlsx")
    p.add_argument("--week", help="only this ISO week, e.g. 2025-W45")
    p.add_argument("--region", help="only this region, e.g. 华东")
    p.add_argument("--fx", type=Path, default=DEFAULT_FX_FILE, help="TOML file with [rates] to CNY")
    p.add_argument("--dry-run", action="store_true", help="print counts and a preview, write nothing")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    raw = read_exports(args.input)
    df = pipeline(raw)
    report = weekly_by_region(df, load_fx(args.fx), week=args.week, region=args.region)
    if args.dry_run:
        print(f"{len(raw)} raw rows -> {len(df)} orders -> {len(report)} report rows (dry run, nothing written)")
        print(report.head(10).to_string(index=False))
        return 0
    write_report(report, args.out)
    print(f"{len(raw)} raw rows -> {len(df)} orders -> {len(report)} report rows, written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
