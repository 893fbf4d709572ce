from __future__ import annotations

import pandas as pd

REQUIRED = ["order_id", "store_id", "ordered_at", "amount"]


def clean_orders(df: pd.DataFrame) -> pd.DataFrame:
    """Normalise one day's raw order export."""
    df = df.copy()
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], dayfirst=True)
    df["amount"] = pd.to_numeric(df["amount"], errors="coerce")
    df = df.dropna(subset=REQUIRED)
    df = df.drop_duplicates(subset=["order_id", "store_id"])
    df["coupon_code"] = df["coupon_code"].str.upper()
    return df


def daily_totals(df: pd.DataFrame) -> pd.DataFrame:
    return (
        df.groupby("store_id", as_index=False)
        .agg(orders=("order_id", "count"), sales=("amount", "sum"))
        .sort_values("store_id")
    )
