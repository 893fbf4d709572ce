"""Monthly revenue by region, in EUR. Run: python -m jobs.monthly_revenue 2025-03"""
from __future__ import annotations

import argparse
import sys

import pandas as pd

from jobs import fx, io


def month_bounds(month: str) -> tuple[pd.Timestamp, pd.Timestamp]:
    start = pd.Timestamp(f"{month}-01")
    end = start + pd.offsets.MonthBegin(1)
    return start, end


def load_orders(month: str) -> pd.DataFrame:
    orders = io.read_orders()
    start, end = month_bounds(month)
    orders = orders[(orders["created_at"] >= start) & (orders["created_at"] < end)]
    return orders[orders["status"] != "refunded"]


def revenue_by_region(month: str) -> pd.DataFrame:
    orders = load_orders(month)
    customers = io.read_customers()
    merged = orders.merge(customers, on="customer_id", how="left")
    merged["amount_eur"] = fx.to_eur(merged["amount"], merged["currency"], month)
    merged["region"] = merged["region"].fillna("UNKNOWN")
    out = merged.groupby("region", as_index=False)["amount_eur"].sum()
    out["amount_eur"] = out["amount_eur"].round(2)
    return out.sort_values("region").reset_index(drop=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="monthly_revenue")
    parser.add_argument("month", nargs="?", default=pd.Timestamp.today().strftime("%Y-%m"))
    parser.add_argument("--dry-run", action="store_true", help="print the report, don't write it")
    args = parser.parse_args(argv[1:])
    report = revenue_by_region(args.month)
    if not args.dry_run:
        io.write_report(report, args.month)
    print(report.to_string(index=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
