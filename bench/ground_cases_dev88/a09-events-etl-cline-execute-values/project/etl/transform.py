"""Cleaning of raw event rows before they are loaded."""
from __future__ import annotations

import pandas as pd

COUNTRY_ALIASES = {"UK": "GB", "EL": "GR"}
KNOWN_EVENTS = {"view", "add_to_cart", "checkout", "purchase", "refund"}


def transform(df: pd.DataFrame) -> pd.DataFrame:
    """Column-wise cleaning (the old per-row apply took ~70% of the nightly run)."""
    df = df.copy()
    df["email"] = df["email"].str.strip().str.lower()
    country = df["country"].fillna("").str.upper().replace(COUNTRY_ALIASES)
    df["country"] = country.mask(country == "")
    df["event"] = df["event"].where(df["event"].isin(KNOWN_EVENTS), "other")
    amount = pd.to_numeric(df["amount"], errors="coerce").fillna(0)
    df["amount_cents"] = (amount * 100).round().astype("int64")
    df["ts"] = pd.to_datetime(df["ts"], utc=True, format="ISO8601")
    df = df.drop(columns=["amount"])
    return df.drop_duplicates(subset=["event_id"])
