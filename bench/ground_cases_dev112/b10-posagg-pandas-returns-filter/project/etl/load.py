"""Read the POS exports dropped by each store into one DataFrame."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = ["sold_at", "store_code", "sku", "qty", "unit_price"]


def read_export(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=COLUMNS, dtype={"store_code": str, "sku": str})
    df["sold_at"] = pd.to_datetime(df["sold_at"])
    return df


def load_day(folder: Path) -> pd.DataFrame:
    frames = [read_export(p) for p in sorted(folder.glob("*.csv"))]
    if not frames:
        return pd.DataFrame(columns=COLUMNS)
    return pd.concat(frames, ignore_index=True)


def load_stores(path: Path) -> pd.DataFrame:
    stores = pd.read_csv(path, dtype={"store_code": str})
    return stores[["store_code", "store_name", "region"]]


def check_columns(df: pd.DataFrame) -> None:
    missing = [c for c in COLUMNS if c not in df.columns]
    if missing:
        raise ValueError(f"missing columns: {missing}")
