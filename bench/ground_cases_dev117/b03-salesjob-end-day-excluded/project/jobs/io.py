"""Reading orders from the POS database and writing report files."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pandas as pd
from sqlalchemy import create_engine, text

ORDER_COLUMNS = ["order_id", "store_id", "ordered_at", "amount", "items", "status"]
PARQUET_COMPRESSION = "snappy"  # BI (Athena) reads snappy faster than gzip


def read_orders_table(dsn: str) -> pd.DataFrame:
    engine = create_engine(dsn)
    with engine.connect() as conn:
        df = pd.read_sql(text("SELECT order_id, store_id, ordered_at, amount, items, status FROM pos_orders"), conn)
    df["ordered_at"] = pd.to_datetime(df["ordered_at"]).dt.tz_convert("Asia/Tokyo")
    return df


def load_orders(df: pd.DataFrame, start: date, end: date) -> pd.DataFrame:
    """Orders from ``start`` to ``end`` inclusive (local dates), without voided ones."""
    lo = pd.Timestamp(start, tz="Asia/Tokyo")
    hi = pd.Timestamp(end, tz="Asia/Tokyo")
    if start == end:  # single day (the daily cron): compare local dates
        mask = df["ordered_at"].dt.date == start
    else:
        mask = (df["ordered_at"] >= lo) & (df["ordered_at"] < hi)
    out = df.loc[mask & (df["status"] != "void"), ORDER_COLUMNS]
    return out.reset_index(drop=True)


def write_report(df: pd.DataFrame, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    df.to_parquet(path, index=False, compression=PARQUET_COMPRESSION)
    return path
