"""Reading the shop export and writing report files."""

from __future__ import annotations

import logging
from pathlib import Path

import pandas as pd

from config import COUNTED_STATES, EXPORT_COLUMNS

log = logging.getLogger(__name__)


def read_orders(path: Path) -> pd.DataFrame:
    """The export as a frame with a UTC ``created_at`` and only revenue-counting orders."""
    # the shop started writing a UTF-8 BOM in Oct 2025; utf-8-sig strips it and also reads plain UTF-8
    df = pd.read_csv(
        path,
        encoding="utf-8-sig",
        dtype={"order_id": "string", "state": "string", "channel": "string"},
    )
    missing = [c for c in EXPORT_COLUMNS if c not in df.columns]
    if missing:
        raise ValueError(f"{path}: export is missing columns {missing}")
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    df = df[df["state"].isin(COUNTED_STATES)].copy()
    log.info("read %d counted orders from %s", len(df), path)
    return df[EXPORT_COLUMNS]


def write_report(df: pd.DataFrame, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    df.to_parquet(path, index=False)
    log.info("wrote %d rows to %s", len(df), path)
    return path


def describe(df: pd.DataFrame) -> str:
    """One line for the job log."""
    if df.empty:
        return "no orders"
    total = df["net_amount"].sum()
    return f"{len(df)} orders, net {total:,.2f}"
