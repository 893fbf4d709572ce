"""sales-report --month 2025-09"""
from __future__ import annotations

import argparse
from pathlib import Path

import yaml

from report.export import write_csv, write_excel
from report.load import load_all
from report.transform import build


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="sales-report")
    parser.add_argument("--month", required=True, help="YYYY-MM")
    parser.add_argument("--config", default="config/report.yaml")
    parser.add_argument("--csv", action="store_true", help="also write a CSV next to the Excel file")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    cfg = yaml.safe_load(Path(args.config).read_text(encoding="utf-8"))
    orders, customers, fx = load_all(Path(cfg["data_dir"]), cfg)
    summary = build(orders, customers, fx)
    summary = summary[summary["month"].astype(str) == args.month]
    out_dir = Path(cfg["out_dir"])
    xlsx = write_excel(summary, out_dir / f"sales_{args.month}.xlsx")
    print(f"wrote {xlsx} ({len(summary)} rows, net_sales={int(summary['net_sales'].sum()):,})")
    if args.csv:
        print(f"wrote {write_csv(summary, out_dir / f'sales_{args.month}.csv')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
