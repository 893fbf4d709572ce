"""Entry point: python -m etl.job --data data/raw --out reports/weekly.csv"""
from __future__ import annotations

import argparse
import logging
import sys
from datetime import date
from pathlib import Path

import pandas as pd

from etl import dq, io, transform


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="weekly revenue report")
    p.add_argument("--data", type=Path, default=Path("data/raw"))
    p.add_argument("--out", type=Path, default=Path("reports/weekly.csv"))
    p.add_argument("--strict", action="store_true", help="fail on any DQ problem")
    p.add_argument("--format", choices=["csv", "parquet"], default="csv")
    p.add_argument("--since", type=date.fromisoformat, default=None, help="only orders/refunds on or after this day")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    args = parse_args(argv)
    orders = io.read_orders(args.data / "orders.csv")
    refunds = io.read_refunds(args.data / "refunds.csv")
    stores = io.read_stores(args.data / "stores.csv")
    if args.since:
        cutoff = pd.Timestamp(args.since)
        orders = orders[orders["created_at"] >= cutoff]
        refunds = refunds[refunds["refunded_at"] >= cutoff]

    report = transform.weekly_revenue(orders, refunds, stores)
    problems = dq.check_report(report)
    if problems and args.strict:
        logging.error("DQ failed: %s", "; ".join(problems))
        return 1
    out = io.write_report(report, args.out, args.format)
    logging.info("wrote %d rows to %s", len(report), out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
