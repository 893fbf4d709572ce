from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {
    "门店": "store",
    "商品编码": "sku",
    "销量": "units",
    "单价": "unit_price",
    "成本价": "unit_cost",
}


def daily_file(data_dir: Path, day: str) -> Path:
    """Exports land as data/sales_YYYYMMDD.csv from the POS system."""
    return data_dir / f"sales_{day.replace('-', '')}.csv"


def load_day(data_dir: Path, day: str) -> pd.DataFrame:
    path = daily_file(data_dir, day)
    if not path.exists():
        raise FileNotFoundError(f"no export for {day}: {path}")
    df = pd.read_csv(path, encoding="utf-8-sig", dtype={"商品编码": str})
    missing = set(COLUMNS) - set(df.columns)
    if missing:
        raise ValueError(f"{path.name}: missing columns {sorted(missing)}")
    return df.rename(columns=COLUMNS)[list(COLUMNS.values())]
