"""Cleaning and aggregation for the weekly sales rollup."""
from __future__ import annotations

import pandas as pd

REQUIRED_ORDER_COLUMNS = ["order_id", "store_id", "ordered_at", "updated_at", "status", "net_amount", "currency"]
COUNTED_STATUSES = ["paid", "shipped", "delivered"]
FX_TO_EUR = {"EUR": 1.0, "DKK": 0.134, "SEK": 0.087, "NOK": 0.085}
LOCAL_TZ = "Europe/Copenhagen"


def clean_orders(raw: pd.DataFrame) -> pd.DataFrame:
    missing = set(REQUIRED_ORDER_COLUMNS) - set(raw.columns)
    if missing:
        raise ValueError(f"orders export is missing columns: {sorted(missing)}")
    df = raw[REQUIRED_ORDER_COLUMNS].copy()
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], utc=True)
    df["updated_at"] = pd.to_datetime(df["updated_at"], utc=True)
    df["status"] = df["status"].str.lower().str.strip()
    df["net_amount"] = pd.to_numeric(df["net_amount"], errors="coerce")
    return df.dropna(subset=["net_amount"])


def dedupe_orders(df: pd.DataFrame) -> pd.DataFrame:
    """One row per order (the export repeats an order every time it changes)."""
    return df.drop_duplicates(subset="order_id", keep="first")


def to_eur(df: pd.DataFrame) -> pd.DataFrame:
    unknown = set(df["currency"]) - set(FX_TO_EUR)
    if unknown:
        raise ValueError(f"no FX rate for {sorted(unknown)}")
    out = df.copy()
    out["net_eur"] = out["net_amount"] * out["currency"].map(FX_TO_EUR)
    return out


def weekly_rollup(orders: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    """Net revenue in EUR and order count per region, store and week."""
    counted = orders[orders["status"].isin(COUNTED_STATUSES)].copy()
    counted = counted.merge(stores[["store_id", "region"]], on="store_id", how="left")
    counted["region"] = counted["region"].fillna("unknown")
    local = counted["ordered_at"].dt.tz_convert(LOCAL_TZ).dt.tz_localize(None)
    # ISO weeks, Monday to Sunday: pandas names weekly periods by the day they END on
    counted["week"] = local.dt.to_period("W-SUN").dt.start_time.dt.date
    rollup = (
        counted.groupby(["week", "region", "store_id"], as_index=False)
        .agg(orders=("order_id", "nunique"), net_eur=("net_eur", "sum"))
        .sort_values(["week", "region", "store_id"])
    )
    rollup["net_eur"] = rollup["net_eur"].round(2)
    return rollup.reset_index(drop=True)
