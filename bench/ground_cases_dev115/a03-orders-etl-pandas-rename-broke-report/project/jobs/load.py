"""Write the cleaned orders to the warehouse bucket as daily parquet files."""
from __future__ import annotations

from pathlib import Path

import pandas as pd
import yaml

CONFIG = Path(__file__).resolve().parent.parent / "config.yaml"


def settings() -> dict:
    return yaml.safe_load(CONFIG.read_text())


def write_daily(clean: pd.DataFrame, day: str) -> str:
    cfg = settings()
    target = f"s3://{cfg['bucket']}/{cfg['prefix']}/orders/dt={day}/orders.parquet"
    clean.to_parquet(target, index=False, compression="zstd")
    return target
