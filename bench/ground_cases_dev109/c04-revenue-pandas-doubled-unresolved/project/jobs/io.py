"""Reading the nightly exports and writing the report.

Exports land in REVENUE_DATA_DIR as orders_<YYYY-MM>[...].csv[.gz] plus customers.csv.
"""
from __future__ import annotations

from pathlib import Path

import pandas as pd

ORDER_COLUMNS = ["order_id", "customer_id", "amount", "status", "paid_at"]


def load_orders(data_dir: Path, month: str) -> pd.DataFrame:
    """All order exports for one month (YYYY-MM); exports may be gzipped."""
    frames = []
    for path in sorted(data_dir.glob(f"orders_{month}*.csv*")):
        frames.append(pd.read_csv(path, usecols=ORDER_COLUMNS, parse_dates=["paid_at"]))
    if not frames:
        return pd.DataFrame(columns=ORDER_COLUMNS)
    return pd.concat(frames, ignore_index=True)


def load_customers(data_dir: Path) -> pd.DataFrame:
    df = pd.read_csv(data_dir / "customers.csv", dtype={"customer_id": "int64", "province": "string"})
    return df[["customer_id", "province", "level"]]


def write_report(df: pd.DataFrame, out_dir: Path, month: str) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"revenue_{month}.csv"
    df.to_csv(path, index=False, encoding="utf-8-sig")
    return path
