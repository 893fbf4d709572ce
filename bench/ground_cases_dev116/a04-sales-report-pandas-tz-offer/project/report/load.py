"""Reading the nightly order export (orders.csv) from the shop database."""
from __future__ import annotations

import pandas as pd

REQUIRED = ["order_id", "created_at", "amount", "status", "kind"]


def load_orders(path: str) -> pd.DataFrame:
    """The export as a frame: one row per order or refund, amounts in dollars.

    Refund rows have kind == "refund" and a negative amount. created_at is
    written by the database in UTC, e.g. "2025-11-03 23:41:07".
    """
    header = pd.read_csv(path, nrows=0).columns
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        raise ValueError(f"{path}: missing columns {missing}")
    df = pd.read_csv(
        path,
        usecols=REQUIRED,
        dtype={"order_id": "int64", "amount": "float64", "status": "category", "kind": "category"},
    )
    df = df[df["status"] != "cancelled"].copy()
    df["created_at"] = pd.to_datetime(df["created_at"])
    df["amount"] = df["amount"].astype(float)
    return df


def only_paid(df: pd.DataFrame) -> pd.DataFrame:
    return df[df["status"].isin(["paid", "refunded"])]
