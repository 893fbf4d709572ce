"""Monthly finance export: python -m etl.run"""
from __future__ import annotations

import argparse
from datetime import date
from pathlib import Path

from etl.load import load_orders
from etl.report import summarize_by_region, top_customers

EXPORT_DIR = Path("/data/exports/orders")
OUT_DIR = Path("/data/finance")


def last_month() -> str:
    first = date.today().replace(day=1)
    prev = date.fromordinal(first.toordinal() - 1)
    return prev.strftime("%Y-%m")


def main(argv: list[str] | None = None) -> None:
    """Build the finance export for one month.

    Reads EXPORT_DIR/orders_<month>.csv and writes two files to OUT_DIR:
    regions_<month>.csv (revenue, orders, avg basket per region) and
    top_customers_<month>.csv (top 10 customers by revenue).
    """
    parser = argparse.ArgumentParser(prog="etl.run")
    parser.add_argument("--month", default=last_month(), help="YYYY-MM, default: last month")
    month = parser.parse_args(argv).month
    orders = load_orders(EXPORT_DIR / f"orders_{month}.csv", month)
    summary = summarize_by_region(orders)
    top = top_customers(orders)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    summary.to_csv(OUT_DIR / f"regions_{month}.csv", index=False)
    top.to_csv(OUT_DIR / f"top_customers_{month}.csv", index=False)
    print(f"{month}: {len(orders)} orders, {len(summary)} regions")


if __name__ == "__main__":
    main()
