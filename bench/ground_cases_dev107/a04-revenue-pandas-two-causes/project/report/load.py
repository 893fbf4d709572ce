"""Loading the nightly warehouse extracts."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

EXTRACTS = Path("/data/extracts")

ORDER_COLUMNS = ["order_id", "customer_id", "created_at", "amount", "currency", "status"]
REFUND_COLUMNS = ["refund_id", "order_id", "refunded_at", "refund_amount"]


def load_orders(day_dir: Path | None = None) -> pd.DataFrame:
    path = (day_dir or EXTRACTS) / "orders.csv"
    df = pd.read_csv(path, usecols=ORDER_COLUMNS)
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    df = df[df["status"].isin(["paid", "partially_refunded", "refunded"])]
    return df


def load_refunds(day_dir: Path | None = None) -> pd.DataFrame:
    path = (day_dir or EXTRACTS) / "refunds.csv"
    df = pd.read_csv(path, usecols=REFUND_COLUMNS)
    df["refunded_at"] = pd.to_datetime(df["refunded_at"], utc=True)
    return df


def only_usd(df: pd.DataFrame) -> pd.DataFrame:
    usd = df[df["currency"] == "USD"]
    dropped = len(df) - len(usd)
    if dropped:
        print(f"warning: dropped {dropped} non-USD orders")
    return usd
