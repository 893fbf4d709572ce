"""Read the raw exports that the shop backend drops into data/raw/ every night."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

RAW_DIR = Path("data/raw")
ORDER_COLUMNS = ["order_id", "paid_at", "status", "amount", "postcode", "sku"]


def load_orders(day: str, raw_dir: Path = RAW_DIR) -> pd.DataFrame:
    path = raw_dir / f"orders_{day}.csv"
    df = pd.read_csv(path, usecols=ORDER_COLUMNS, parse_dates=["paid_at"])
    df["status"] = df["status"].str.strip().str.lower()
    return df


def load_skus(raw_dir: Path = RAW_DIR) -> pd.DataFrame:
    df = pd.read_csv(raw_dir / "skus.csv", dtype={"sku": str})
    return df[["sku", "name", "category"]]
