"""Reading the raw exports: POS sales (CSV, one file per day) and the store master."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

SALES_COLUMNS = {
    "order_id": "string",
    "store_id": "int64",
    "sold_at": "string",
    "revenue": "float64",
    "items": "int64",
}


def load_sales(folder: Path, days: list[str]) -> pd.DataFrame:
    frames = []
    for day in days:
        path = folder / f"pos_{day}.csv"
        if not path.exists():
            continue
        frames.append(pd.read_csv(path, dtype=SALES_COLUMNS, engine="pyarrow"))
    if not frames:
        return pd.DataFrame({c: pd.Series(dtype=t) for c, t in SALES_COLUMNS.items()})
    sales = pd.concat(frames, ignore_index=True)
    # the POS resends an order when the upload times out; keep the first copy
    sales = sales.drop_duplicates(subset="order_id", keep="first")
    sales["sold_at"] = pd.to_datetime(sales["sold_at"], utc=True)
    return sales


def load_stores(path: Path) -> pd.DataFrame:
    stores = pd.read_csv(path, dtype={"store_id": "int64", "name": "string", "region": "string"})
    stores["active"] = stores["closed_on"].isna()
    return stores[["store_id", "name", "region", "active"]]
