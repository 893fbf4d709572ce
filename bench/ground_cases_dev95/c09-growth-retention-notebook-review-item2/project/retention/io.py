"""Loading the order export used by the growth analyses."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

PAID_STATUSES = {"paid", "shipped", "delivered"}
COLUMNS = ["order_id", "customer_id", "ordered_at", "status", "amount"]


def load_orders(path: str | Path) -> pd.DataFrame:
    """Paid orders only; ordered_at as naive UTC timestamps."""
    df = pd.read_parquet(path, columns=COLUMNS)
    df = df[df["status"].isin(PAID_STATUSES)].copy()
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], utc=True).dt.tz_localize(None)
    df["customer_id"] = df["customer_id"].astype("string")
    return df.drop_duplicates("order_id").reset_index(drop=True)


def load_customers(path: str | Path) -> pd.DataFrame:
    df = pd.read_parquet(path)
    df["signup_at"] = pd.to_datetime(df["signup_at"], utc=True).dt.tz_localize(None)
    return df


def summary(df: pd.DataFrame) -> dict:
    return {
        "orders": len(df),
        "customers": int(df["customer_id"].nunique()),
        "from": df["ordered_at"].min().isoformat(),
        "to": df["ordered_at"].max().isoformat(),
    }
