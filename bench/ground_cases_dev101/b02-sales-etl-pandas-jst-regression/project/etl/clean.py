"""Normalise the raw export: drop test orders and duplicates, parse times as UTC."""
from __future__ import annotations

import pandas as pd

VALID_STATUSES = {"paid", "shipped", "cancelled", "refunded"}


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df[~df["is_test"].fillna(False)]
    df = df.assign(
        ordered_at=pd.to_datetime(df["ordered_at"], utc=True, format="ISO8601"),
        status=df["status"].str.strip().str.lower(),
        store_id=df["store_id"].str.upper(),
    )
    unknown = set(df["status"].dropna()) - VALID_STATUSES
    if unknown:
        raise ValueError(f"unknown status values: {sorted(unknown)}")
    # the vendor re-sends an order when it changes; the last row wins
    df = df.drop_duplicates("order_id", keep="last")
    return df.drop(columns=["is_test"]).reset_index(drop=True)


def net_amount(df: pd.DataFrame) -> pd.Series:
    return (df["amount"] - df["discount"]).clip(lower=0)


def summary(df: pd.DataFrame) -> dict[str, int]:
    return {
        "orders": len(df),
        "stores": df["store_id"].nunique(),
        "cancelled": int((df["status"] == "cancelled").sum()),
    }
