"""Writing the cleaned orders to the warehouse landing bucket as Parquet."""
from __future__ import annotations

import logging
from pathlib import Path

import pandas as pd

log = logging.getLogger(__name__)


def to_arrow_friendly(df: pd.DataFrame) -> pd.DataFrame:
    """Decimals as strings: the warehouse casts them back to NUMERIC(12,2) on ingest."""
    out = df.copy()
    for col in ("gross", "net"):
        out[col] = out[col].map(str)
    return out


def write_orders(df: pd.DataFrame, out_dir: Path, run_id: str) -> list[Path]:
    """One file per month of `ordered_at` (UTC): out_dir/2025-11/orders-<run_id>.parquet."""
    written: list[Path] = []
    months = df["ordered_at"].dt.strftime("%Y-%m")
    for month, part in df.groupby(months, sort=True):
        folder = out_dir / str(month)
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"orders-{run_id}.parquet"
        to_arrow_friendly(part).to_parquet(target, index=False)
        log.info("wrote %d orders to %s", len(part), target)
        written.append(target)
    return written


def summarize(df: pd.DataFrame) -> pd.DataFrame:
    """Per-shop counts and gross totals for the run log."""
    if df.empty:
        return pd.DataFrame(columns=["shop", "orders", "gross"])
    grouped = df.groupby("shop").agg(orders=("order_ref", "count"), gross=("gross", "sum"))
    return grouped.reset_index()
