"""Load the customer snapshot used for churn modelling.

customers.parquet is exported from the billing DB once a quarter. One row per customer
who was active at the start of the quarter; `cancelled_at` is set when the customer
cancelled during the quarter (that is what we predict), NaT otherwise.
"""
from __future__ import annotations

from pathlib import Path

import pandas as pd

DATA = Path("data/customers.parquet")

COLUMNS = [
    "customer_id", "signup_date", "plan", "seats", "monthly_fee", "support_tickets_90d",
    "logins_30d", "last_login", "payment_failures_90d", "cancelled_at", "snapshot_date",
]


def load(path: Path = DATA) -> pd.DataFrame:
    df = pd.read_parquet(path, columns=COLUMNS)
    for col in ("signup_date", "last_login", "cancelled_at", "snapshot_date"):
        df[col] = pd.to_datetime(df[col])
    df["churned"] = df["cancelled_at"].notna().astype("int8")
    return df


def snapshot_of(df: pd.DataFrame) -> pd.Timestamp:
    """The as-of date of the export: features may only use what was known then."""
    dates = df["snapshot_date"].unique()
    if len(dates) != 1:
        raise ValueError(f"expected one snapshot date, got {len(dates)}")
    return pd.Timestamp(dates[0])
