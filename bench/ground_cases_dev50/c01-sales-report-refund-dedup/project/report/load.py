"""Load the raw CSV dumps of the order system (data/raw/, refreshed nightly)."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

RAW = Path("data/raw")
LOCAL_TZ = "Asia/Shanghai"

ORDER_DTYPES = {
    "order_id": "string",
    "line_id": "string",
    "customer_id": "string",
    "sku": "int64",
    "qty": "int64",
    "unit_price": "float64",
    "channel": "category",
}


def load_orders(path: Path | None = None) -> pd.DataFrame:
    """One row per order line. created_at is ISO-8601 in UTC ("2025-03-31T17:02:11Z")."""
    df = pd.read_csv(path or RAW / "orders.csv", dtype=ORDER_DTYPES)
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    # finance closes the month in Beijing time, not UTC
    local = df["created_at"].dt.tz_convert(LOCAL_TZ)
    df["month"] = local.dt.tz_localize(None).dt.to_period("M")
    df = df[df["qty"] > 0]
    return df.reset_index(drop=True)


def load_refunds(path: Path | None = None) -> pd.DataFrame:
    """Refunds against order lines; a line can be refunded in several parts."""
    df = pd.read_csv(path or RAW / "refunds.csv",
                     dtype={"refund_id": "string", "line_id": "string", "amount": "float64"})
    df["refunded_at"] = pd.to_datetime(df["refunded_at"], utc=True).dt.tz_convert(LOCAL_TZ)
    df = df.drop_duplicates(subset="line_id")
    df = df[df["amount"] > 0]
    return df.reset_index(drop=True)


def load_catalog(path: Path | None = None) -> pd.DataFrame:
    """Product catalog with price history: one row per (sku, valid_from)."""
    df = pd.read_csv(path or RAW / "catalog.csv", dtype={"sku": "int64", "category": "string"})
    df["valid_from"] = pd.to_datetime(df["valid_from"])
    df["cost"] = df["cost"].astype("float64")
    return df
