"""Aggregates that go into the weekly sales sheet."""
from __future__ import annotations

import pandas as pd


def daily_gmv(df: pd.DataFrame) -> pd.DataFrame:
    out = (
        df.assign(day=df["paid_at"].dt.date)
        .groupby("day", as_index=False)
        .agg(gmv=("amount", "sum"), orders=("order_id", "nunique"))
    )
    out["gmv"] = out["gmv"].round(2)
    return out


def channel_share(df: pd.DataFrame) -> pd.DataFrame:
    by_channel = df.groupby("channel", as_index=False)["amount"].sum()
    total = by_channel["amount"].sum()
    by_channel["share"] = (by_channel["amount"] / total).round(4) if total else 0.0
    return by_channel.sort_values("share", ascending=False, ignore_index=True)


def region_gmv(df: pd.DataFrame) -> pd.DataFrame:
    out = df.groupby("region", as_index=False, observed=True).agg(
        gmv=("amount", "sum"), orders=("order_id", "nunique")
    )
    out["gmv"] = out["gmv"].round(2)
    return out.sort_values("gmv", ascending=False, ignore_index=True)


def average_order_value(df: pd.DataFrame) -> float:
    n = df["order_id"].nunique()
    return round(float(df["amount"].sum()) / n, 2) if n else 0.0


def summary(df: pd.DataFrame) -> dict:
    return {
        "gmv": round(float(df["amount"].sum()), 2),
        "orders": int(df["order_id"].nunique()),
        "avg_order_value": average_order_value(df),
    }
