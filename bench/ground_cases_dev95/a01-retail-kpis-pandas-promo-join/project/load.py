"""Read the nightly shop exports into typed DataFrames."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

EXPORT_DIR = Path("data/export")

ORDER_DTYPES = {"order_id": "int64", "customer_id": "int64", "channel": "category", "status": "category"}
LINE_DTYPES = {"order_id": "int64", "sku": "string", "qty": "int64", "unit_price": "float64"}
PROMO_DTYPES = {"promo_code": "string", "sku": "string", "discount_pct": "float64"}


def load_orders(export_dir: Path = EXPORT_DIR) -> pd.DataFrame:
    orders = pd.read_csv(export_dir / "orders.csv", dtype=ORDER_DTYPES, parse_dates=["ordered_at"])
    orders["ordered_at"] = orders["ordered_at"].dt.tz_localize("UTC")
    orders["week"] = orders["ordered_at"].dt.tz_convert(None).dt.to_period("W-SUN").dt.start_time
    return orders


def load_lines(export_dir: Path = EXPORT_DIR) -> pd.DataFrame:
    return pd.read_csv(export_dir / "order_lines.csv", dtype=LINE_DTYPES)


def load_promos(export_dir: Path = EXPORT_DIR) -> pd.DataFrame:
    """One row per (campaign, sku): a sku can be in several campaigns over the year."""
    promos = pd.read_csv(export_dir / "promos.csv", dtype=PROMO_DTYPES, parse_dates=["starts_on", "ends_on"])
    return promos


def load_all(export_dir: Path = EXPORT_DIR) -> dict[str, pd.DataFrame]:
    return {
        "orders": load_orders(export_dir),
        "lines": load_lines(export_dir),
        "promos": load_promos(export_dir),
    }
