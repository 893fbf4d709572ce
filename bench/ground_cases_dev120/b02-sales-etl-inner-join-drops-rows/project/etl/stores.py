"""Store master, exported from the back office as data/master/stores.csv."""
from __future__ import annotations

from pathlib import Path

import pandas as pd


def read_stores(path: Path) -> pd.DataFrame:
    stores = pd.read_csv(path, dtype={"store_id": "string"})
    stores["store_name"] = stores["store_name"].str.strip()
    return stores[["store_id", "store_name", "region"]]
