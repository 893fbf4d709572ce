"""Turning raw orders into the daily revenue report."""
from __future__ import annotations

import pandas as pd


def signed_amounts(orders: pd.DataFrame) -> pd.Series:
    """Amounts in cents: sales positive, refunds negative."""
    amounts = orders["amount_cents"]
    return amounts.where(orders["kind"] != "refund", -amounts)


def daily_revenue(orders: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    """One row per store and day: revenue in EUR and the number of orders."""
    df = orders.merge(stores, on="store_id", how="left")
    df["day"] = df["created_at"].dt.date
    df["amount"] = signed_amounts(df) / 100
    out = (
        df.groupby(["day", "store_id", "name"], as_index=False)
        .agg(revenue_eur=("amount", "sum"), orders=("order_id", "nunique"))
        .sort_values(["day", "store_id"])
        .reset_index(drop=True)
    )
    out["revenue_eur"] = out["revenue_eur"].round(2)
    return out


def only_day(report: pd.DataFrame, day: str) -> pd.DataFrame:
    return report[report["day"].astype(str) == day].reset_index(drop=True)
