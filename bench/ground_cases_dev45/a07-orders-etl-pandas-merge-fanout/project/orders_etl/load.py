"""Load step: write parquet partitions to the warehouse bucket."""
from __future__ import annotations

from datetime import date

import pandas as pd

TARGET = "s3://acme-warehouse/marts"


def write_table(df: pd.DataFrame, name: str, day: date, dry_run: bool = False) -> str:
    path = f"{TARGET}/{name}/dt={day:%Y-%m-%d}/part-0.parquet"
    if not dry_run:
        df.to_parquet(path, index=False)
    return path
