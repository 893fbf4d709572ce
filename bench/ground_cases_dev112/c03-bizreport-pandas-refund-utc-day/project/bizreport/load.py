"""Read the nightly exports from the warehouse bucket (timestamps are UTC)."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

LOCAL_TZ = "Asia/Shanghai"

ORDER_COLS = ["order_id", "shop_id", "amount", "paid_at", "status"]
REFUND_COLS = ["refund_id", "order_id", "shop_id", "amount", "refunded_at"]


def _read(path: Path, cols: list[str], ts_col: str) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=cols)
    df[ts_col] = pd.to_datetime(df[ts_col], utc=True)
    return df


def load_orders(export_dir: Path) -> pd.DataFrame:
    df = _read(export_dir / "orders.csv", ORDER_COLS, "paid_at")
    return df[df["status"] == "paid"].copy()


def load_refunds(export_dir: Path) -> pd.DataFrame:
    return _read(export_dir / "refunds.csv", REFUND_COLS, "refunded_at")


def to_local(ts: pd.Series) -> pd.Series:
    """UTC timestamps as Beijing wall-clock time."""
    return ts.dt.tz_convert(LOCAL_TZ)
