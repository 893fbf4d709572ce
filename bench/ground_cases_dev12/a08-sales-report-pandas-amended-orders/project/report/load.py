"""Reading the shop system's CSV exports."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

ORDER_DTYPES = {
    "order_id": "string",
    "store_id": "Int64",
    "customer_email": "string",
    "status": "string",
    "amount": "float64",
    "currency": "string",
}


def load_orders(folder: Path) -> pd.DataFrame:
    df = pd.read_csv(folder / "orders.csv", dtype=ORDER_DTYPES, parse_dates=["created_at", "updated_at"])
    missing = set(ORDER_DTYPES) - set(df.columns)
    if missing:
        raise ValueError(f"orders.csv is missing columns: {sorted(missing)}")
    return df


def load_refunds(folder: Path) -> pd.DataFrame:
    path = folder / "refunds.csv"
    if not path.exists():
        return pd.DataFrame(columns=["refund_id", "order_id", "amount", "refunded_at"])
    return pd.read_csv(path, dtype={"refund_id": "string", "order_id": "string", "amount": "float64"},
                       parse_dates=["refunded_at"])


def load_stores(path: Path) -> pd.DataFrame:
    """store_id -> region mapping, maintained by hand in data/stores.csv."""
    return pd.read_csv(path, dtype={"store_id": "Int64", "region": "string"})


def month_bounds(month: str) -> tuple[pd.Timestamp, pd.Timestamp]:
    """'2025-03' -> (2025-03-01 00:00, 2025-04-01 00:00)."""
    start = pd.Timestamp(f"{month}-01")
    return start, start + pd.offsets.MonthBegin(1)
