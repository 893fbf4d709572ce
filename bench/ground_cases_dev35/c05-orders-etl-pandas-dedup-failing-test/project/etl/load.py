"""写 parquet 到数仓目录, 按 dt 分区"""
from __future__ import annotations

import os
from pathlib import Path

import pandas as pd

WAREHOUSE = Path(os.environ.get("WAREHOUSE_DIR", "/data/warehouse"))


def load_orders(df: pd.DataFrame, dt: str) -> Path:
    target = WAREHOUSE / "dwd_orders_daily" / f"dt={dt}"
    target.mkdir(parents=True, exist_ok=True)
    path = target / "part-000.parquet"
    tmp = path.with_suffix(".parquet.tmp")
    df.drop(columns=["dt"]).to_parquet(tmp, index=False)
    os.replace(tmp, path)
    return path


def load_shop_summary(df: pd.DataFrame, dt: str) -> Path:
    target = WAREHOUSE / "ads_shop_daily" / f"dt={dt}"
    target.mkdir(parents=True, exist_ok=True)
    path = target / "part-000.parquet"
    df.to_parquet(path, index=False)
    return path
