"""Daily sales per store."""
from __future__ import annotations

import pandas as pd


def add_amount(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["amount"] = out["qty"] * out["unit_price"]
    out["day"] = out["sold_at"].dt.date
    return out


def daily_by_store(sales: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    df = add_amount(sales)
    df = df[df["qty"] > 0]
    agg = (
        df.groupby(["day", "store_code"], as_index=False)
        .agg(qty=("qty", "sum"), amount=("amount", "sum"), receipts=("sku", "count"))
    )
    merged = agg.merge(stores, on="store_code", how="left")
    return merged.sort_values(["day", "store_code"]).reset_index(drop=True)


def month_key(day: pd.Series) -> pd.Series:
    return pd.to_datetime(day).dt.to_period("M").astype(str)


def monthly_by_region(daily: pd.DataFrame) -> pd.DataFrame:
    df = daily.copy()
    df["month"] = month_key(df["day"])
    return (
        df.groupby(["month", "region"], as_index=False)[["qty", "amount"]]
        .sum()
        .sort_values(["month", "region"])
    )
