"""Reading raw sales exports (one CSV per day from the POS)."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pandas as pd

COLUMNS = ["sold_at", "store_id", "sku", "qty", "unit_price"]
DTYPES = {"store_id": "category", "sku": "string", "qty": "int32", "unit_price": "int64"}


def month_range(year: int, month: int) -> tuple[date, date]:
    return date(year, month, 1), date(year, month + 1, 1)


def read_exports(data_dir: Path) -> pd.DataFrame:
    frames = [
        pd.read_csv(p, usecols=COLUMNS, dtype=DTYPES, parse_dates=["sold_at"])
        for p in sorted(data_dir.glob("pos-*.csv"))
    ]
    if not frames:
        return pd.DataFrame(columns=COLUMNS).astype(DTYPES)
    return pd.concat(frames, ignore_index=True)


def filter_month(df: pd.DataFrame, year: int, month: int) -> pd.DataFrame:
    start, end = month_range(year, month)
    mask = (df["sold_at"] >= pd.Timestamp(start)) & (df["sold_at"] < pd.Timestamp(end))
    return df.loc[mask].copy()
