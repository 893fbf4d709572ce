"""Daily aggregates per store and region."""
from __future__ import annotations

import pandas as pd


def with_store_info(sales: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    merged = sales.merge(stores, on="store_id", how="left")
    merged["region"] = merged["region"].fillna("unknown")
    return merged


def daily_by_store(sales: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    df = with_store_info(sales, stores)
    out = (
        df.groupby(["store_id", "store_name", "region"], dropna=False)
        .agg(receipts=("receipt_id", "nunique"), items=("qty", "sum"), sales=("amount", "sum"))
        .reset_index()
        .sort_values("sales", ascending=False)
    )
    out["avg_basket"] = (out["sales"] / out["receipts"]).round(0)
    return out


def daily_by_region(by_store: pd.DataFrame) -> pd.DataFrame:
    return (
        by_store.groupby("region", as_index=False)
        .agg(stores=("store_id", "nunique"), sales=("sales", "sum"))
        .sort_values("sales", ascending=False)
    )
