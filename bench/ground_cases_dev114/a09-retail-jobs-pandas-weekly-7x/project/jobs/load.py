from __future__ import annotations

import os

import pandas as pd

WAREHOUSE = os.environ.get("WAREHOUSE_DIR", "/data/warehouse")


def load_sales(start: str, end: str) -> pd.DataFrame:
    """Sales lines between start (inclusive) and end (exclusive), one row per line."""
    df = pd.read_parquet(
        f"{WAREHOUSE}/sales",
        columns=["sale_id", "store_id", "ts", "amount", "currency"],
        filters=[("ts", ">=", pd.Timestamp(start)), ("ts", "<", pd.Timestamp(end))],
    )
    df["ts"] = pd.to_datetime(df["ts"], utc=True).dt.tz_convert("Europe/Berlin")
    return df


def load_calendar() -> pd.DataFrame:
    """Retail calendar: one row per day with date, week_start (Monday) and fiscal_week label."""
    cal = pd.read_parquet(f"{WAREHOUSE}/dim_calendar", columns=["date", "week_start", "fiscal_week"])
    cal["date"] = pd.to_datetime(cal["date"])
    cal["week_start"] = pd.to_datetime(cal["week_start"])
    return cal
