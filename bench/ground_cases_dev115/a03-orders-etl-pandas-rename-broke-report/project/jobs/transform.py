"""Clean the raw orders export into the shape the warehouse loads."""
from __future__ import annotations

import pandas as pd

RAW_COLUMNS = ["order_id", "cust_id", "region", "ordered_at", "amount_eur", "status"]


def clean_orders(raw: pd.DataFrame) -> pd.DataFrame:
    df = raw[RAW_COLUMNS].copy().rename(columns={"cust_id": "customer_id"})
    df = df.dropna(subset=["customer_id", "order_id"])
    df["customer_id"] = df["customer_id"].astype("int64")
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], utc=True)
    df["amount_eur"] = pd.to_numeric(df["amount_eur"], errors="coerce").fillna(0.0)
    df["region"] = df["region"].str.strip().str.upper()
    df = df[df["status"] != "test"]
    return df.reset_index(drop=True)


def add_week(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    out["week"] = out["ordered_at"].dt.tz_convert("Europe/Berlin").dt.strftime("%G-W%V")
    return out
