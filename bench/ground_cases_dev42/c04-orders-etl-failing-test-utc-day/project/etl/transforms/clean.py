"""Cleaning the raw MySQL export before anything is aggregated."""
from __future__ import annotations

import pandas as pd

STATUS_ALIASES = {"REFUND": "refunded", "CHARGE_BACK": "chargeback", "DONE": "completed"}


def normalize_status(orders: pd.DataFrame) -> pd.DataFrame:
    status = orders["status"].str.strip()
    status = status.replace(STATUS_ALIASES).str.lower()
    return orders.assign(status=status)


def dedupe_orders(orders: pd.DataFrame) -> pd.DataFrame:
    """The export is CDC-based: one order can appear once per update. Keep the latest row."""
    latest = orders.sort_values("updated_at").drop_duplicates("order_id", keep="last")
    return latest.sort_index()


def parse_times(orders: pd.DataFrame) -> pd.DataFrame:
    """MySQL stores UTC without a zone; make it explicit so later steps can convert."""
    out = orders.copy()
    for col in ("created_at", "paid_at", "updated_at"):
        out[col] = pd.to_datetime(out[col]).dt.tz_localize("UTC")
    return out


def clean(orders: pd.DataFrame) -> pd.DataFrame:
    return normalize_status(parse_times(dedupe_orders(orders)))
