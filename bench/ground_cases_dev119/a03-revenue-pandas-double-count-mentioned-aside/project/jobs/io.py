"""Where the monthly jobs read their inputs and write their outputs."""
from __future__ import annotations

import os
from pathlib import Path

import pandas as pd

DATA = Path(os.environ.get("REPORTS_DATA", "data"))
OUT = Path(os.environ.get("REPORTS_OUT", "out"))


def read_orders() -> pd.DataFrame:
    """orders.csv: order_id, customer_id, created_at, amount, currency, status"""
    return pd.read_csv(DATA / "orders.csv", parse_dates=["created_at"])


def read_customers() -> pd.DataFrame:
    """customers.csv is the CRM export: one row per customer *and* region assignment
    (customer_id, name, region, valid_from). A customer who moved region has several rows."""
    return pd.read_csv(DATA / "customers.csv", parse_dates=["valid_from"])


def write_report(report: pd.DataFrame, month: str) -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"revenue_by_region_{month}.csv"
    report.to_csv(path, index=False)
    return path
