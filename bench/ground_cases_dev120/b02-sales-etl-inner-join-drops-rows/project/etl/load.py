"""Load raw POS exports (one CSV per store per day) into one DataFrame."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = ["sold_at", "store_id", "sku", "qty", "amount"]


def read_sales(folder: Path) -> pd.DataFrame:
    frames = []
    for path in sorted(folder.glob("*.csv")):
        df = pd.read_csv(path, dtype={"store_id": "string", "sku": "string"})
        missing = set(COLUMNS) - set(df.columns)
        if missing:
            raise ValueError(f"{path.name}: missing columns {sorted(missing)}")
        frames.append(df[COLUMNS])
    if not frames:
        return pd.DataFrame(columns=COLUMNS)
    sales = pd.concat(frames, ignore_index=True)
    # some stores export 2025/10/01 instead of 2025-10-01
    sold_at = sales["sold_at"].astype("string").str.replace("/", "-", regex=False)
    sales["sold_at"] = pd.to_datetime(sold_at, format="%Y-%m-%d %H:%M:%S")
    sales["qty"] = sales["qty"].astype(int)
    sales["amount"] = sales["amount"].astype(int)
    return sales
