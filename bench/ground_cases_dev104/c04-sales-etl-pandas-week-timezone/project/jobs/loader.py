from __future__ import annotations

import logging
from pathlib import Path

import pandas as pd

from jobs import AMOUNT, ORDER_ID, PAID_AT, REGION, STATUS

log = logging.getLogger(__name__)

COLUMNS = [ORDER_ID, REGION, STATUS, AMOUNT, PAID_AT]


def read_orders(path: str | Path) -> pd.DataFrame:
    path = Path(path)
    if path.suffix == ".parquet":
        df = pd.read_parquet(path, columns=COLUMNS)
    else:
        df = pd.read_csv(path, usecols=COLUMNS)
    df[PAID_AT] = pd.to_datetime(df[PAID_AT], utc=True)
    return df


def paid_orders(df: pd.DataFrame, region: str | None = None) -> pd.DataFrame:
    """Orders that count as revenue."""
    out = df[~df[STATUS].isin(["cancelled", "refunded"])]
    out = out[out[PAID_AT].notna()]
    if region:
        out = out[out[REGION] == region]
    return out.drop_duplicates(subset=[ORDER_ID], keep="last")


def load(path: str | Path, region: str | None = None) -> pd.DataFrame:
    raw = read_orders(path)
    kept = paid_orders(raw, region)
    log.info("loaded %d orders from %s, kept %d (dropped %d)", len(raw), path, len(kept), len(raw) - len(kept))
    return kept
