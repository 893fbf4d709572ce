"""Read the nightly POS export (one CSV per store) into one DataFrame."""
from __future__ import annotations

import logging
from pathlib import Path

import pandas as pd

log = logging.getLogger(__name__)

COLUMNS = ["receipt_id", "store_code", "sku", "qty", "unit_price", "sold_at"]
# column names used by the POS export since 2026-11 (old name <- new name)
RENAMES = {"shop_cd": "store_code", "sales_datetime": "sold_at"}
DTYPES = {"receipt_id": "string", "store_code": "string", "sku": "string", "qty": "int64", "unit_price": "int64"}


def read_export(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, encoding="cp932")
    df = df.rename(columns={new: old for new, old in RENAMES.items() if new in df.columns})
    missing = [c for c in COLUMNS if c not in df.columns]
    if missing:
        raise KeyError(f"{path.name}: missing columns {missing}")
    df = df[COLUMNS].astype(DTYPES)
    df["sold_at"] = pd.to_datetime(df["sold_at"], utc=True)
    return df


def load_day(folder: Path) -> pd.DataFrame:
    frames = []
    for path in sorted(folder.glob("pos_*.csv")):
        frames.append(read_export(path))
        log.info("loaded %s", path.name)
    if not frames:
        return pd.DataFrame(columns=COLUMNS)
    return pd.concat(frames, ignore_index=True)
