"""Read the raw exports (orders, refunds, stores) from the data/ folder."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

DATA_DIR = Path(__file__).resolve().parent.parent / "data"

ORDER_DTYPES = {
    "order_id": "string",
    "customer_id": "string",
    "store_id": "string",
    "channel": "string",
    "gross_amount": "float64",
}


def read_orders(path: Path | None = None) -> pd.DataFrame:
    path = path or DATA_DIR / "orders.csv"
    return pd.read_csv(path, dtype=ORDER_DTYPES, parse_dates=["ordered_at"])


def read_refunds(path: Path | None = None) -> pd.DataFrame:
    """One row per refund event. An order can be refunded in several parts."""
    path = path or DATA_DIR / "refunds.csv"
    return pd.read_csv(path, dtype={"order_id": "string", "refund_amount": "float64"},
                       parse_dates=["refunded_at"])


def read_stores(path: Path | None = None) -> pd.DataFrame:
    path = path or DATA_DIR / "stores.csv"
    return pd.read_csv(path, dtype={"store_id": "string", "region": "category", "is_test": "bool"})


def load_all(data_dir: Path | None = None) -> dict[str, pd.DataFrame]:
    base = Path(data_dir) if data_dir else DATA_DIR
    return {
        "orders": read_orders(base / "orders.csv"),
        "refunds": read_refunds(base / "refunds.csv"),
        "stores": read_stores(base / "stores.csv"),
    }
