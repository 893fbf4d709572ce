"""Join orders with refunds and compute the daily numbers."""
from __future__ import annotations

import pandas as pd


def attach_refunds(orders: pd.DataFrame, refunds: pd.DataFrame) -> pd.DataFrame:
    df = orders.merge(refunds, on="order_id", how="left")
    df["refund_amount"] = df["refund_amount"].fillna(0)
    df["net_amount"] = df["amount"] - df["refund_amount"]
    return df


def to_local_day(df: pd.DataFrame, tz: str) -> pd.DataFrame:
    df = df.copy()
    df["day"] = df["paid_at"].dt.tz_convert(tz).dt.date
    return df


def daily_summary(df: pd.DataFrame, channels: list[str]) -> pd.DataFrame:
    df = df[df["channel"].isin(channels)]
    out = df.groupby(["day", "channel"], as_index=False).agg(
        orders=("order_id", "nunique"),
        gmv=("amount", "sum"),
        refunds=("refund_amount", "sum"),
        net_gmv=("net_amount", "sum"),
    )
    return out.sort_values(["day", "channel"]).reset_index(drop=True)


def totals(summary: pd.DataFrame) -> dict:
    return {
        "orders": int(summary["orders"].sum()),
        "gmv": float(summary["gmv"].sum()),
        "refunds": float(summary["refunds"].sum()),
        "net_gmv": float(summary["net_gmv"].sum()),
    }
