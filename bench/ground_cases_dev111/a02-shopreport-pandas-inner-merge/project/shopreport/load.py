"""Reading the shop's CSV exports into DataFrames.

The exports come from the admin panel: orders.csv (one row per order) and
customers.csv (one row per customer, re-exported customers appear twice).
"""
from __future__ import annotations

from pathlib import Path

import pandas as pd

ORDER_COLS = ["order_id", "customer_id", "created_at", "status", "total_cents"]
CUSTOMER_COLS = ["customer_id", "email", "country"]


def read_orders(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=ORDER_COLS, parse_dates=["created_at"])
    df["created_at"] = df["created_at"].dt.tz_localize("UTC")
    return df[df["status"] != "cancelled"]


def read_customers(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=CUSTOMER_COLS, dtype={"customer_id": "Int64"})
    return df.drop_duplicates("customer_id", keep="last")


def load_orders(orders_csv: Path, customers_csv: Path) -> pd.DataFrame:
    """Non-cancelled orders with the customer's country attached (None when unknown)."""
    orders = read_orders(orders_csv)
    customers = read_customers(customers_csv)
    customers = customers[["customer_id", "country"]]
    orders = orders.astype({"customer_id": "Int64"})
    return orders.merge(customers, on="customer_id", how="inner", validate="many_to_one")
