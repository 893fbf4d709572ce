"""Load the orders the POS exports (CSV) for one business day."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone
from pathlib import Path

import pandas as pd

JST = timezone(timedelta(hours=9))
COUNTED_STATUSES = ("paid",)
COLUMNS = ["order_id", "store_code", "status", "amount", "refunded_amount", "ordered_at"]


def day_window(day: date) -> tuple[datetime, datetime]:
    """[start, end) of one business day."""
    start = datetime.combine(day, time.min, tzinfo=timezone.utc)
    return start, start + timedelta(days=1)


def read_export(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=COLUMNS, dtype={"store_code": "string", "status": "string"})
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], utc=True)
    df["refunded_amount"] = df["refunded_amount"].fillna(0).astype(int)
    return df


def load_orders(path: Path, day: date) -> pd.DataFrame:
    """Orders of ``day`` that count as sales, with their net amount."""
    df = read_export(path)
    start, end = day_window(day)
    in_day = (df["ordered_at"] >= start) & (df["ordered_at"] < end)
    counted = df["status"].isin(COUNTED_STATUSES)
    out = df.loc[in_day & counted].copy()
    out["net"] = out["amount"] - out["refunded_amount"]
    return out
