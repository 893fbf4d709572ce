"""Paths and settings shared by the report jobs. Overridable through the environment."""

from __future__ import annotations

import os
from datetime import date
from pathlib import Path

SHOP_TZ = os.environ.get("SALES_SHOP_TZ", "Europe/Berlin")
EXPORT_DIR = Path(os.environ.get("SALES_EXPORT_DIR", "/srv/shop-exports"))
REPORT_DIR = Path(os.environ.get("SALES_REPORT_DIR", "/srv/reports/sales"))
CURRENCY = "EUR"

# order states that count as revenue
COUNTED_STATES = frozenset({"paid", "shipped", "delivered"})

EXPORT_COLUMNS = [
    "order_id",
    "created_at",
    "state",
    "channel",
    "net_amount",
    "tax_amount",
]


def export_path_for(day: date) -> Path:
    """The shop writes one cumulative export per night, named after the day it covers up to."""
    return EXPORT_DIR / f"orders-{day:%Y-%m-%d}.csv"


def report_path(kind: str, label: str) -> Path:
    return REPORT_DIR / kind / f"{label}.parquet"
