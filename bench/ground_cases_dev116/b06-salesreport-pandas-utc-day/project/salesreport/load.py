from __future__ import annotations

from pathlib import Path

import pandas as pd

ORDER_COLUMNS = ["order_id", "customer_id", "ordered_at", "amount", "status"]


def load_orders(path: str | Path) -> pd.DataFrame:
    """Orders exported by the shop API. ordered_at is ISO 8601 in UTC ("2025-06-01T15:20:00Z")."""
    df = pd.read_csv(path, usecols=ORDER_COLUMNS, dtype={"order_id": str, "customer_id": str})
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], utc=True)
    df = df[df["status"] != "cancelled"]
    return df.reset_index(drop=True)


def load_customers(path: str | Path) -> pd.DataFrame:
    """Customer master from the CRM export (one row per customer, in theory)."""
    df = pd.read_csv(path, dtype={"customer_id": str})
    return df[["customer_id", "name", "segment"]]
