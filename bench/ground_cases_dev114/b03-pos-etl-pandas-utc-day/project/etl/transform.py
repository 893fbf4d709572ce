"""Daily sales per store from POS lines."""
from __future__ import annotations

import logging

import pandas as pd

log = logging.getLogger(__name__)

TAX_RATE = 0.10


def add_amounts(lines: pd.DataFrame) -> pd.DataFrame:
    out = lines.copy()
    out["amount"] = out["qty"] * out["unit_price"]
    out["tax"] = (out["amount"] * TAX_RATE).round().astype("int64")
    return out


def daily_sales(lines: pd.DataFrame) -> pd.DataFrame:
    """One row per (store_code, day): receipts, items, net amount (returns are negative lines)."""
    df = add_amounts(lines)
    df["day"] = df["sold_at"].dt.date
    grouped = df.groupby(["store_code", "day"], as_index=False).agg(
        receipts=("receipt_id", "nunique"),
        items=("qty", "sum"),
        amount=("amount", "sum"),
        tax=("tax", "sum"),
    )
    return grouped.sort_values(["day", "store_code"], ignore_index=True)


def with_store_names(daily: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    unknown = sorted(set(daily["store_code"]) - set(stores["store_code"]))
    if unknown:
        log.warning("store codes not in the store master, dropped: %s", ", ".join(unknown))
    merged = daily.merge(stores[["store_code", "store_name", "area"]], on="store_code", how="inner")
    return merged
