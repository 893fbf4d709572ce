from __future__ import annotations

import argparse
import logging
import re

import pandas as pd

from jobs.config import REGIONS, load_settings
from jobs.io import load_customers, load_orders, write_report

log = logging.getLogger("monthly_revenue")


def build_report(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    paid = orders[orders["status"] == "paid"]
    merged = paid.merge(customers, on="customer_id", how="left")
    merged["region"] = merged["province"].map(REGIONS).fillna("其他")
    report = (
        merged.groupby(["region", "level"], dropna=False)
        .agg(orders=("order_id", "count"), revenue=("amount", "sum"))
        .reset_index()
        .sort_values(["region", "revenue"], ascending=[True, False])
    )
    report["revenue"] = report["revenue"].round(2)
    return report


MONTH_RE = re.compile(r"^\d{4}-(0[1-9]|1[0-2])$")


def month_arg(value: str) -> str:
    if not MONTH_RE.match(value):
        raise argparse.ArgumentTypeError(f"month must look like 2025-03, got {value!r}")
    return value


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Monthly revenue by region and level")
    parser.add_argument("month", type=month_arg, help="YYYY-MM")
    args = parser.parse_args(argv)
    settings = load_settings()
    orders = load_orders(settings.data_dir, args.month)
    customers = load_customers(settings.data_dir)
    report = build_report(orders, customers)
    path = write_report(report, settings.out_dir, args.month)
    log.info("wrote %s (%d rows, revenue %.2f)", path, len(report), report["revenue"].sum())


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
