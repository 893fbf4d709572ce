"""Read one day's POS exports: <src>/<YYYY-MM-DD>/store_*.csv (one file per store)."""
from __future__ import annotations

import logging
from pathlib import Path

import pandas as pd

log = logging.getLogger(__name__)

REQUIRED = ["store_code", "receipt_no", "sold_at", "sku", "qty", "gross", "discount", "void"]

# Column names differ between POS firmware versions; map them to ours.
COLUMN_ALIASES = {
    "shop_code": "store_code",
    "store_cd": "store_code",
    "receipt": "receipt_no",
    "sold_on": "sold_at",
}


class MissingExport(RuntimeError):
    """No export files for the day (the stores' upload has not run yet)."""


def normalize_columns(df: pd.DataFrame) -> pd.DataFrame:
    names = [c.strip().lower() for c in df.columns]
    return df.set_axis([COLUMN_ALIASES.get(n, n) for n in names], axis=1)


def read_day(folder: Path) -> pd.DataFrame:
    files = sorted(folder.glob("store_*.csv"))
    if not files:
        raise MissingExport(f"no exports in {folder}")
    frames = []
    for path in files:
        df = normalize_columns(pd.read_csv(path, dtype=str, keep_default_na=False))
        missing = [c for c in REQUIRED if c not in df.columns]
        if missing:
            log.warning("%s: missing columns %s", path.name, missing)
        df["source_file"] = path.name
        frames.append(df)
    log.info("read %d files, %d rows", len(files), sum(len(f) for f in frames))
    return pd.concat(frames, ignore_index=True)
