"""Load the application snapshot used for training."""
from __future__ import annotations

from pathlib import Path

import pandas as pd
import yaml

CATEGORY_COLUMNS = ["occupation", "employer_type", "region"]


def load_config(path: str | Path = "configs/base.yaml") -> dict:
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def load_dataset(path: str | Path) -> pd.DataFrame:
    df = pd.read_parquet(path)
    df = df[df["application_status"] != "withdrawn"].copy()
    for col in CATEGORY_COLUMNS:
        df[col] = df[col].fillna("unknown").astype("category")
    df["dependents"] = df["dependents"].fillna(0).astype(int)
    return df.reset_index(drop=True)
