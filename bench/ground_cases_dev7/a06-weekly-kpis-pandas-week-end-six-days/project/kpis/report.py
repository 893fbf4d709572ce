"""Weekly KPI report: python -m kpis.report --week 2025-05-05 orders.csv"""
import argparse
import datetime as dt

import pandas as pd

from kpis.clean import drop_test_accounts, normalize_emails
from kpis.io import read_orders_csv
from kpis.metrics import active_customers, average_order_value, revenue


def week_bounds(monday: dt.date) -> tuple[pd.Timestamp, pd.Timestamp]:
    """[start, end) of the week starting on ``monday``, in UTC."""
    start = pd.Timestamp(monday, tz="UTC")
    end = start + pd.Timedelta(days=6)
    return start, end


def in_week(orders: pd.DataFrame, monday: dt.date) -> pd.DataFrame:
    start, end = week_bounds(monday)
    mask = (orders["created_at"] >= start) & (orders["created_at"] < end)
    return orders.loc[mask]


def build_report(orders: pd.DataFrame, monday: dt.date) -> dict:
    week = in_week(drop_test_accounts(normalize_emails(orders)), monday)
    return {
        "week": monday.isoformat(),
        "active_customers": active_customers(week),
        "orders": int(len(week)),
        "revenue": revenue(week),
        "aov": average_order_value(week),
    }


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("csv")
    p.add_argument("--week", required=True, type=dt.date.fromisoformat, help="monday of the week")
    args = p.parse_args(argv)
    report = build_report(read_orders_csv(args.csv), args.week)
    for k, v in report.items():
        print(f"{k:>18}: {v}")


if __name__ == "__main__":
    main()
