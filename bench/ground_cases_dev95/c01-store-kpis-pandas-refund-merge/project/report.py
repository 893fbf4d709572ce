"""Build the weekly KPI report: python report.py [--data DIR] [--out DIR] [--dry-run]"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import pandas as pd
import yaml

from kpis import charts, metrics
from kpis.clean import build_order_table
from kpis.load import load_all


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", type=Path, default=Path("config.yaml"))
    p.add_argument("--data", type=Path, default=None, help="folder with orders.csv, refunds.csv, stores.csv")
    p.add_argument("--out", type=Path, default=None)
    p.add_argument("--since", type=str, default=None, help="only orders on or after this date (YYYY-MM-DD)")
    p.add_argument("--dry-run", action="store_true", help="print the numbers, write nothing")
    return p.parse_args(argv)


def summary(orders) -> dict:
    return {
        "net_revenue": round(metrics.net_revenue(orders), 2),
        "orders": int(orders["order_id"].nunique()),
        "aov": round(metrics.average_order_value(orders), 2),
        "refund_rate": round(metrics.refund_rate(orders), 4),
    }


def main(argv=None) -> int:
    args = parse_args(argv)
    cfg = yaml.safe_load(args.config.read_text())
    raw = load_all(args.data or Path(cfg["data_dir"]))
    orders = build_order_table(raw, exclude_test_stores=cfg.get("exclude_test_stores", True))
    if args.since:
        orders = orders[orders["order_date"] >= pd.Timestamp(args.since)]
    numbers = summary(orders)
    print(json.dumps(numbers, ensure_ascii=False, indent=2))
    if args.dry_run:
        return 0
    out = args.out or Path(cfg["out_dir"])
    out.mkdir(parents=True, exist_ok=True)
    (out / "summary.json").write_text(json.dumps(numbers, indent=2))
    charts.weekly_revenue_chart(orders, out / "weekly_revenue.png")
    charts.channel_share_chart(orders, out / "channel_share.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
