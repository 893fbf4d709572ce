"""Loading the raw exports and joining them into one order table."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

ORDER_COLS = ["order_id", "customer_id", "paid_at", "amount", "status"]
CUSTOMER_COLS = ["customer_id", "region", "channel", "updated_at"]


def load_orders(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=ORDER_COLS, parse_dates=["paid_at"])
    df = df[df["status"] == "paid"]
    df["amount"] = df["amount"].astype("float64")
    return df.drop_duplicates("order_id", keep="last")


def load_customers(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=CUSTOMER_COLS, parse_dates=["updated_at"])
    df["region"] = df["region"].fillna("unknown").str.strip().str.lower()
    return df


def enrich_orders(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    """Orders with the customer's region and channel attached."""
    merged = orders.merge(customers, on="customer_id", how="left")
    merged["region"] = merged["region"].fillna("unknown")
    merged["channel"] = merged["channel"].fillna("direct")
    return merged


def load_all(raw_dir: Path) -> pd.DataFrame:
    orders = load_orders(raw_dir / "orders.csv")
    customers = load_customers(raw_dir / "customers.csv")
    return enrich_orders(orders, customers)
