"""Reading the raw exports and writing the report."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

ORDER_COLS = ["order_id", "store_id", "created_at", "gross_cents", "status"]
REFUND_COLS = ["refund_id", "order_id", "store_id", "refunded_at", "amount_cents"]


def read_orders(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=ORDER_COLS, parse_dates=["created_at"])
    df = df[df["status"] != "cancelled"]
    df["gross"] = df["gross_cents"] / 100
    return df.drop(columns=["gross_cents"])


def read_refunds(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=REFUND_COLS, parse_dates=["refunded_at"])
    df["amount"] = df["amount_cents"] / 100
    return df.drop(columns=["amount_cents"])


def read_stores(path: Path) -> pd.DataFrame:
    return pd.read_csv(path, dtype={"store_id": "int64", "region": "string", "name": "string"})


def write_report(df: pd.DataFrame, out: Path, fmt: str = "csv") -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    if fmt == "parquet":
        out = out.with_suffix(".parquet")
        df.to_parquet(out, index=False)
    else:
        df.to_csv(out, index=False, float_format="%.2f")
    return out
