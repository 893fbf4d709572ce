"""Read the POS exports that land in data/incoming/ every night."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import pandas as pd

INCOMING = Path("data/incoming")
COLUMNS = ["receipt_id", "store_id", "sold_at", "sku", "qty", "unit_price"]


def sales_files(day: date, root: Path = INCOMING) -> list[Path]:
    """Every export for ``day`` (the POS names them sales_YYYY-MM-DD.csv)."""
    return sorted(root.glob(f"sales_{day:%Y-%m-%d}*.csv"))


def load_sales(day: date, root: Path = INCOMING) -> pd.DataFrame:
    files = sales_files(day, root)
    if not files:
        raise FileNotFoundError(f"no sales export for {day} in {root}")
    frames = [pd.read_csv(f, usecols=COLUMNS, dtype={"store_id": "int64", "sku": "string"}) for f in files]
    df = pd.concat(frames, ignore_index=True)
    df["sold_at"] = pd.to_datetime(df["sold_at"])
    df["amount"] = df["qty"] * df["unit_price"]
    return df


def load_stores(path: Path = Path("data/master/stores.csv")) -> pd.DataFrame:
    stores = pd.read_csv(path, dtype={"store_id": "int64"})
    return stores[["store_id", "store_name", "region", "opened_on"]]
