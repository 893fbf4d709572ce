"""Reading the exports and writing the report."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

ORDER_COLUMNS = ["order_id", "store_id", "created_at", "amount_cents", "kind"]
STORE_COLUMNS = ["store_id", "name", "tz"]


def load_orders(path: str | Path) -> pd.DataFrame:
    """Orders export: created_at is ISO-8601 in UTC ("2024-03-09T23:30:00Z")."""
    df = pd.read_csv(path, usecols=ORDER_COLUMNS)
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    df["amount_cents"] = df["amount_cents"].astype("int64")
    df["kind"] = df["kind"].str.lower()
    return df


def load_stores(path: str | Path) -> pd.DataFrame:
    """Store list with each store's IANA time zone (e.g. Europe/Berlin)."""
    return pd.read_csv(path, usecols=STORE_COLUMNS)


def write_report(df: pd.DataFrame, path: str | Path) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    df.to_csv(path, index=False)
