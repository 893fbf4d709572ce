"""Remove duplicate order rows that the payment webhook retry sometimes creates.

The payment provider retries webhooks on timeout; before the idempotency key was
added (2024-03) a retry could insert a second order row for the same purchase.
Old rows are still replayed when we backfill, so the ETL drops them here.
"""
from __future__ import annotations

import logging

import pandas as pd

log = logging.getLogger(__name__)

# Columns that identify "the same purchase" for the webhook-retry duplicates.
DEDUPE_KEYS = ["customer_id", "amount", "ordered_date"]


def drop_retry_duplicates(df: pd.DataFrame) -> pd.DataFrame:
    """Keep the first row of each purchase, log how many were dropped."""
    if df.empty:
        return df
    before = len(df)
    out = df.sort_values("created_at").drop_duplicates(subset=DEDUPE_KEYS, keep="first")
    dropped = before - len(out)
    if dropped:
        log.info("dropped %d duplicate order rows", dropped)
    return out.reset_index(drop=True)


def summarize(df: pd.DataFrame) -> dict[str, int]:
    """Totals for the report row."""
    return {
        "orders": int(len(df)),
        "customers": int(df["customer_id"].nunique()) if not df.empty else 0,
        "amount": int(df["amount"].sum()) if not df.empty else 0,
    }
