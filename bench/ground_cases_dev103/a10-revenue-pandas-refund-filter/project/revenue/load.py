"""Read Stripe's balance transaction export (Dashboard -> Balance -> Export)."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {
    "id": "id",
    "Type": "type",
    "Amount": "amount",
    "Fee": "fee",
    "Currency": "currency",
    "Created (UTC)": "created",
}


def load_export(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, usecols=list(COLUMNS))
    df = df.rename(columns=COLUMNS)
    df["type"] = df["type"].str.strip().str.lower()
    df["currency"] = df["currency"].str.upper()
    df["created"] = pd.to_datetime(df["created"], utc=True)
    # Stripe exports amounts in major units with a decimal point
    df["amount"] = df["amount"].astype(float)
    df["fee"] = df["fee"].astype(float)
    return df


def only_currency(df: pd.DataFrame, currency: str) -> pd.DataFrame:
    out = df[df["currency"] == currency.upper()]
    if out.empty:
        raise ValueError(f"no {currency} transactions in export")
    return out
