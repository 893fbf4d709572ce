from __future__ import annotations

from pathlib import Path

import pandas as pd
import yaml


def load_config(path: str | Path = "config.yaml") -> dict:
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def read_orders(pattern: str, date: str) -> pd.DataFrame:
    return pd.read_csv(pattern.format(date=date), dtype={"order_id": str, "store_id": str})


def read_stores(path: str) -> pd.DataFrame:
    return pd.read_csv(path, dtype={"store_id": str})


def write_output(df: pd.DataFrame, pattern: str, date: str) -> str:
    target = pattern.format(date=date)
    df.to_parquet(target, index=False)
    return target
