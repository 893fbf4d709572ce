"""Read the raw exports: orders from the shop DB dump, customers from the CRM."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

from sales.config import DATA_DIR

ORDER_DTYPES = {
    "order_id": "int64",
    "customer_id": "string",
    "currency": "category",
    "status": "category",
}


def load_orders(path: Path | None = None) -> pd.DataFrame:
    path = path or DATA_DIR / "orders.csv"
    df = pd.read_csv(path, dtype=ORDER_DTYPES)
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    df["amount"] = df["amount_cents"] / 100
    df["refunded_amount"] = df["refunded_cents"].fillna(0) / 100
    df["discount"] = df["discount_cents"].fillna(0) / 100
    return df.drop(columns=["amount_cents", "refunded_cents", "discount_cents"])


def load_customers(path: Path | None = None) -> pd.DataFrame:
    """One row per customer; the CRM export is refreshed weekly (Sunday night)."""
    path = path or DATA_DIR / "customers.csv"
    df = pd.read_csv(path, dtype={"customer_id": "string", "country": "string", "segment": "string"})
    df = df.drop_duplicates("customer_id", keep="last")
    return df[["customer_id", "country", "segment"]]


def load_fx(path: Path | None = None) -> pd.Series:
    """Monthly average EUR rates, indexed by (month, currency)."""
    path = path or DATA_DIR / "fx_monthly.csv"
    fx = pd.read_csv(path, parse_dates=["month"])
    fx["month"] = fx["month"].dt.to_period("M")
    return fx.set_index(["month", "currency"])["eur_rate"]


def load_targets(path: Path | None = None) -> pd.DataFrame:
    path = path or DATA_DIR / "targets.csv"
    t = pd.read_csv(path, parse_dates=["month"])
    t["month"] = t["month"].dt.to_period("M")
    return t
